"""What a "Which was added first: A or B?" question may compare: two named things of one kind.

A version note dates whatever heading it opens, and on a plugin's reference page that is
"Configuration", a setting's bare key ("links", "enabled") or a category ("Categories"):
none of them is a thing a user would name, and two of them on two pages make junk
("Which was added first: links or the configuration?"). A compared thing is

- a setting of a configuration reference (``installer.max-workers``), compared only with a
  setting of the same configuration (the same dotted namespace); or
- a heading that names its thing as a noun phrase with a head noun saying what kind of
  thing it is and a word of its own saying which one ("Built-in blog plugin",
  "Annotation icons"), compared only with a thing of the same head noun (two plugins,
  two kinds of icons).

Refused, each counted by reason: a single word (a bare common noun "links", "the
configuration", a setting's bare key "enabled"); a task (a gerund alone or before its
object: "adding tags"; "Caching plugin" and "Rendering engine" are kinds of plugin and
engine, and "Spring Boot support", "Ring buffer" open on nouns, no gerunds);
a name a category heading lent ("the categories category"); a heading that is no single
noun phrase ("light and dark mode", "Parametrizing the layout"); and a pair of two kinds
("the built-in blog plugin" against "annotation icons").
"""

from __future__ import annotations

from dataclasses import dataclass

from lemminflect import getAllLemmas, getLemma

__all__ = ["Thing", "compared_thing", "same_kind"]

_SUBTYPE = "comparative"
_PREPOSITIONS = frozenset({"in", "on", "at", "by", "for", "from", "to", "via", "with",
                           "without", "under", "about", "based", "of"})
_INNER = frozenset({"the", "a", "an", "and", "or", "&"})
"""Words inside a name that make it more than one noun phrase."""
_DETERMINERS = frozenset({"the", "a", "an", "your", "my", "our", "their", "its", "this",
                          "that", "these", "those", "each", "every", "all", "some"})
"""A word opening a gerund's object ("Parametrizing the layout")."""
_PARTICLES = frozenset({"as", "up", "out", "off", "down", "into", "over", "away", "back"})
"""A word after a gerund that makes it a verb phrase ("marking as read", "setting up")."""


@dataclass(frozen=True, slots=True)
class Thing:
    """A thing a comparison may name: how the question writes it and its kind."""

    name: str
    """As the question writes it ("the built-in blog plugin", "annotation icons")."""
    kind: str
    """``setting:<namespace>`` or ``noun:<head lemma>``: two things compare only when equal."""


def compared_thing(feature: str, *, setting: str | None = None, categorised: bool = False
                   ) -> Thing | str:
    """``feature`` (a dated heading read as a noun phrase) as a :class:`Thing`, or the
    reason it names none. ``setting`` is the setting's key when a configuration reference
    dates it; ``categorised`` is True when a category heading lent the name its noun."""
    if setting is not None:
        namespace = setting.rsplit(".", 1)[0] if "." in setting else ""
        return Thing(feature, f"setting:{namespace}")
    if categorised:
        return f"{_SUBTYPE}:named by a category heading, not its own"
    words = feature.removeprefix("the ").split()
    if _task(words) and not feature.startswith("the "):
        return f"{_SUBTYPE}:a task, not a named thing"
    if len(words) < 2:
        return f"{_SUBTYPE}:a bare common noun or key, no kind named"
    head_words: list[str] = []
    for word in words:
        if word.lower() in _PREPOSITIONS:
            break
        head_words.append(word)
    if any(w.lower() in _INNER for w in words) or len(head_words) < 2:
        return f"{_SUBTYPE}:not one noun phrase with a head and a name"
    lemmas = [_noun(w) for w in head_words]
    if len(set(lemmas)) < len(lemmas):
        return f"{_SUBTYPE}:a word repeated"
    singular = head_words[-1].lower() == lemmas[-1]
    name = " ".join(words)
    return Thing(f"the {name}" if singular else name, f"noun:{lemmas[-1]}")


def _task(words: list[str]) -> bool:
    """True when the words are a task: a gerund ("caching", its verb lemma not itself:
    "spring", "string", "ring" are nouns) alone or with an object after it, a determiner
    ("Parametrizing the layout"), a name ("Using Docker"), a particle or preposition
    ("marking as read") or a plural noun ("Adding tags"). A gerund before one singular
    noun is a named thing of that noun's kind ("Caching plugin", "Rendering engine")."""
    first = words[0].lower()
    verbs = getAllLemmas(first).get("VERB", ())
    if not (first.endswith("ing") and verbs and first not in verbs):
        return False
    if len(words) < 2:
        return True
    second = words[1].lower()
    if (second in _DETERMINERS or second in _PREPOSITIONS or second in _PARTICLES
            or words[1][:1].isupper()):
        return True  # an object or a name after it: "Using Docker", "googling Analytics"
    head = next((w for w in words[1:] if w.lower() in _PREPOSITIONS), None)
    last = words[words.index(head) - 1] if head is not None else words[-1]
    return last.lower() != _noun(last)


def _noun(word: str) -> str:
    """A word's singular as a noun (``plugins`` -> ``plugin``, ``tabs`` -> ``tab``)."""
    return str(getLemma(word.lower(), upos="NOUN")[0])


def same_kind(first: Thing, second: Thing) -> bool:
    """True when the two things are of one kind (two settings of one configuration, two
    things of one head noun)."""
    return first.kind == second.kind
