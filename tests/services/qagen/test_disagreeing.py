"""A dated fact another document of the graph tells with another year (a band "founded in
1999" on its page, "since its inception in 1992" on its singer's) gives no item."""

from __future__ import annotations

from services.qagen.rules import RuleQAGenerator
from shared.messages.claims import ClaimBucket
from tests.services.qagen.films import bucket

BANDS = [
    bucket(1, "Breaking Benjamin", ["Breaking Benjamin is an American rock band founded in "
                                    "1999 in Wilkes-Barre, Pennsylvania."]),
    bucket(2, "Foals", ["Foals is a British rock band founded in 2005 in Oxford."]),
]  # fmt: skip
BORN = "Benjamin Burnley was born on March 10, 1978."


def _asked(said: str | None = None) -> tuple[list[str], int]:
    """The comparison questions over the two bands and the sources_disagree count, with
    the singer's page saying ``said``."""
    singer = bucket(3, "Benjamin Burnley", [BORN] if said is None else [BORN, said])
    docs: list[ClaimBucket] = [*BANDS, singer]
    generator = RuleQAGenerator()
    drafts = generator.generate_sync(docs, pattern="comparison", n_pairs=10, seed=0)
    disputed = sum(n for reason, n in generator.skips.items() if "sources_disagree" in reason)
    return [d.question for d in drafts if "Breaking Benjamin" in d.question], disputed


def test_a_page_telling_another_founding_year_drops_the_fact() -> None:
    """The singer's page says the band began in 1992: no item over its founding year."""
    asked, disputed = _asked()
    assert asked and disputed == 0, asked
    asked, disputed = _asked("Benjamin Burnley is the lead vocalist of the rock band Breaking "
                             "Benjamin, which he has led since its inception in 1992.")
    assert asked == [] and disputed == 1


def test_a_page_agreeing_or_telling_another_subject_keeps_the_fact() -> None:
    """Near misses: the same year, a year of another subject named after the word, a year
    far from the name, a longer name (after or before), another name between the subject
    and the word, a possessive (the band's label, code review 19 S3): the band's item
    stays."""
    for said in ("Benjamin Burnley is the lead vocalist of the rock band Breaking Benjamin, "
                 "which he has led since its inception in 1999.",
                 "Benjamin Burnley's solo song was released in 2003 as a single by Breaking "
                 "Benjamin's label.",
                 "Benjamin Burnley joined Breaking Benjamin early and, after many years of "
                 "touring with other groups, his own side project was formed in 2011.",
                 "The Breaking Benjamin Fan Club was founded in 2003 by Benjamin Burnley.",
                 "Benjamin Burnley likes Breaking Benjamin and Cold Cut, formed in 1995.",
                 "Benjamin Burnley once led Jack Breaking Benjamin, founded in 1992.",
                 "Breaking Benjamin's label was founded in 1989 in Burbank.",
                 "Breaking Benjamin\u2019s record label was formed in 1989."):
        asked, disputed = _asked(said)
        assert asked and disputed == 0, (said, asked)


def test_its_founding_after_a_sentence_naming_the_subject_drops_the_fact() -> None:
    """'... the rock band Breaking Benjamin. He has led the band since its inception in 1992.':
    the possessive 'its' reads back to the name that ends the sentence before (as 'He has been
    with the band since its inception in 1997' follows 'the metal band Dir en grey')."""
    asked, disputed = _asked("Benjamin Burnley is the lead vocalist of the rock band Breaking "
                             "Benjamin. He has led the band since its inception in 1992.")
    assert asked == [] and disputed == 1


def test_its_founding_near_misses_keep_the_fact() -> None:
    """Near misses: the same year; another name after the subject in the sentence before;
    another name before 'its' in the sentence; no 'its' (another thing's founding)."""
    for said in ("Benjamin Burnley is the lead vocalist of the rock band Breaking Benjamin. "
                 "He has led the band since its inception in 1999.",
                 "Benjamin Burnley left Breaking Benjamin for Cold Cut. He has led the band "
                 "since its inception in 1992.",
                 "Benjamin Burnley is the lead vocalist of the rock band Breaking Benjamin. "
                 "He also joined Cold Cut soon after its inception in 1992.",
                 "Benjamin Burnley is the lead vocalist of the rock band Breaking Benjamin. "
                 "His fan club was founded in 1992."):  # fmt: skip
        asked, disputed = _asked(said)
        assert asked and disputed == 0, (said, asked)


def test_its_after_another_common_noun_keeps_the_fact() -> None:
    """'He also joined a side project soon after its inception in 1992': 'its' reads back to
    the side project, not past it to the band the sentence before names (code review 20), so
    the band's item stays; 'the band' (the name's own noun) or 'the rock band' still reads
    back and drops it."""
    for said in ("Benjamin Burnley is the lead vocalist of the rock band Breaking Benjamin. "
                 "He also joined a side project soon after its inception in 1992.",
                 "Benjamin Burnley is the lead vocalist of the rock band Breaking Benjamin. "
                 "He left his job at the label after its founding in 1992."):  # fmt: skip
        asked, disputed = _asked(said)
        assert asked and disputed == 0, (said, asked)
    for said in ("Benjamin Burnley is the lead vocalist of the rock band Breaking Benjamin. "
                 "He has led the rock band since its inception in 1992.",
                 "Benjamin Burnley is the lead vocalist of the rock band Breaking Benjamin. "
                 "He has been with the band for years since its inception in 1992."):  # fmt: skip
        asked, disputed = _asked(said)
        assert asked == [] and disputed == 1, (said, asked)



def test_its_after_a_determined_or_plural_noun_keeps_the_fact() -> None:
    """Code review of 4a29d3e: 'its' after 'this side project' or a bare plural ('side
    projects') reads back to that noun, and 'founding' (of 'a founding member of the rock
    band') is no noun of the band's own ('a founding group'): the band's item stays. Near
    misses: 'the band' after 'a founding member of the rock band', 'for years', and a verb
    after its subject ('He also leads the band') still read back and drop it."""
    member = "Benjamin Burnley is a founding member of the rock band Breaking Benjamin. "
    for said in (member + "He also joined this side project soon after its inception in 1992.",
                 member + "He also joined that label soon after its founding in 1992.",
                 member + "He also joined side projects soon after its inception in 1992.",
                 member + "He also joined a founding group soon after its inception in 1992."):
        asked, disputed = _asked(said)
        assert asked and disputed == 0, (said, asked)
    for said in (member + "He has led the band since its inception in 1992.",
                 member + "He has led the band for years since its inception in 1992.",
                 member + "He also leads the band since its inception in 1992."):
        asked, disputed = _asked(said)
        assert asked == [] and disputed == 1, (said, asked)


def test_one_list_of_work_years() -> None:
    """Code review of 3d9d970 (S): the relations a work's year tells are one list."""
    from services.qagen import disagreeing, work_names

    assert vars(disagreeing)["WORK_YEARS"] is work_names.WORK_YEARS  # imported, not a copy
    assert not hasattr(disagreeing, "_WORK_YEARS") and not hasattr(work_names, "_DATED")


FILMS = [
    bucket(1, "Damnation (film)", ["Damnation is a 1987 black-and-white Hungarian film "
                                   "directed by Béla Tarr."]),
    bucket(2, "The Turin Horse", ["The Turin Horse is a 2011 Hungarian drama film directed "
                                  "by Béla Tarr."]),
]  # fmt: skip
TANGO = "Sátántangó is a 1994 Hungarian art drama film directed by Béla Tarr."


def _films(said: str | None) -> tuple[list[str], int]:
    """The temporal and comparison questions naming Damnation and the sources_disagree
    count, with the Sátántangó page also saying ``said``."""
    tango = bucket(3, "Sátántangó", [TANGO] if said is None else [TANGO, said])
    questions: list[str] = []
    disputed = 0
    for pattern in ("temporal", "comparison"):
        generator = RuleQAGenerator()
        drafts = generator.generate_sync([*FILMS, tango], pattern=pattern, n_pairs=10, seed=0)
        questions += [d.question for d in drafts if "Damnation" in d.question]
        disputed += sum(n for reason, n in generator.skips.items() if "sources_disagree" in reason)
    return questions, disputed


def test_a_year_before_the_works_kind_on_another_page_drops_the_fact() -> None:
    """The Sátántangó page says 'his 1988 film Damnation' (or 'Damnation (1988)'), its own
    page 1987: that page alone answers with another gold, so no item uses the year (issue
    15: 'How many years after the release year of the film Damnation was Sátántangó
    released?' had gold 7, the Sátántangó page alone 6)."""
    asked, disputed = _films(None)
    assert asked and disputed == 0, asked
    for said in ("Krasznahorkai had been providing Tarr with stories since his 1988 film "
                 "Damnation.",
                 "Tarr's earlier work includes Damnation (1988) and Almanac of Fall.",
                 "Tarr's 1988 black-and-white film \"Damnation\" was shot in Pécs."):  # fmt: skip
        asked, disputed = _films(said)
        assert asked == [] and disputed >= 1, (said, asked)


def test_a_year_before_another_work_or_the_same_year_keeps_the_fact() -> None:
    """Near misses: the page's own year (1987); a year before another kind (the 1988 novel);
    a longer title after the kind (the 1988 film Damnation Road); a year far from the kind
    (more than two words between)."""
    for said in ("Krasznahorkai had been providing Tarr with stories since his 1987 film "
                 "Damnation.",
                 "Krasznahorkai wrote the 1988 novel Damnation for Tarr.",
                 "Tarr also made the 1988 film Damnation Road in Pécs.",
                 "In 1988 Tarr showed his long black-and-white Hungarian film Damnation."):
        asked, disputed = _films(said)
        assert asked and disputed == 0, (said, asked)
