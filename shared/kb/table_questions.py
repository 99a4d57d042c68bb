"""Direct questions over tables: cell lookups and the aggregations of the SRS.

Aggregations need more than one cell: a value that falls inside a range row
(``7 lb`` -> the ``5.01–10 lb`` band), the lowest/highest row of a column, the
cheaper of two tables with the same shape on one page (Standard vs Economy) and the
difference between two cells.
"""

from __future__ import annotations

import math
import re
from random import Random

from shared.kb.candidates import Candidate, Evidence, KbContext
from shared.kb.knowledge_base import Page
from shared.kb.phrasing import lower_phrase, sentence
from shared.kb.stated import read_tables
from shared.kb.table_headers import bare_header, split_header_columns, supported_query
from shared.kb.tables import Table, cell_number, cell_range
from shared.kb.terms import content_terms

__all__ = [
    "aggregation_candidates",
    "article",
    "cell_answer",
    "format_amount",
    "is_rate_table",
    "lookup_candidates",
    "reads_as_noun",
    "table_name",
    "unique_key",
]

_UNIT = re.compile(r"\d\s*(lb|lbs|kg|g|oz|days?|weeks?|months?)\b", re.IGNORECASE)


def table_name(table: Table, page: Page) -> str:
    """``Standard Shipping rates`` -> ``Standard Shipping``; the page title without a heading."""
    name = table.heading or page.title
    name = re.sub(r"\s+(rates?|table|prices?)$", "", name, flags=re.IGNORECASE)
    return name.strip() or page.title


def format_amount(value: float, money: bool) -> str:
    """12.5 -> ``$12.50`` (money) or ``12.5``; whole numbers lose their decimals."""
    if money:
        return f"${value:,.0f}" if value == int(value) else f"${value:,.2f}"
    return f"{value:g}"


def _money_column(table: Table, column: int) -> bool:
    return all("$" in row[column] for row in table.rows if row[column])


def _range_rows(table: Table) -> list[tuple[tuple[str, ...], tuple[float, float]]]:
    rows = []
    for row in table.rows:
        bounds = cell_range(row[0])
        if bounds is None:
            return []
        rows.append((row, bounds))
    return rows


def is_rate_table(table: Table) -> bool:
    """A shop rate table: weight bands down the side, a price in every other column."""
    if len(table.headers) < 3 or not _range_rows(table):
        return False
    unit = _UNIT.search(table.rows[0][0])
    money = all(_money_column(table, c) for c in range(1, len(table.headers)))
    return unit is not None and money


_NOT_NOUN_ENDS = frozenset({
    "after", "before", "since", "until", "from", "to", "in", "on", "of", "by", "with", "for",
    "at", "as", "if", "or", "and", "not", "no", "yes", "now", "then", "allowed", "required",
    "supported", "used", "added", "removed", "changed", "deprecated", "optional",
})
_ED_NOUNS = frozenset({"speed", "need", "feed", "seed", "bed", "shed", "red", "thread"})


def reads_as_noun(header: str) -> bool:
    """True when a column header reads as a noun phrase in "What is the <header> for X?":
    ``fee``, ``delivery time`` yes; ``after``, ``versions allowed`` (a participle) no."""
    words = re.findall(r"[A-Za-z]+", header.lower())
    if not words or len(header.split()) > 5:
        return False
    last = words[-1]
    if last in _NOT_NOUN_ENDS or len(last) < 2:
        return False
    return not (last.endswith("ed") and last not in _ED_NOUNS)


_NOT_A_NAME = re.compile(
    r":|^[^\w\s]|^(?:None|True|False|null|true|false|nil|undefined)$|"
    r"^(?:Can|Could|Does|Do|Is|Are|Will|Should|Must|May|Has|Have)\s+\S+\s+\S+")
"""A row key that is a label ("Action: list"), a literal (``None``) or a clause ("Can
reference request in decision"): no name for "What is the <header> for <key>?"."""
_CODE_HEADER = re.compile(r"^\S*(?:[a-z][_.][a-z]|\(\)|[a-z][A-Z])\S*$")
"""A column header that is a code name (``serializer_class``, ``get_queryset()``)."""


def unique_key(table: Table, key: str) -> bool:
    """True when ``key`` heads exactly one row (a repeated key names no single row)."""
    wanted = key.strip().lower()
    return sum(row[0].strip().lower() == wanted for row in table.rows) == 1


def _what_is(header: str) -> str:
    last = header.split()[-1].lower() if header.split() else ""
    plural = last.endswith("s") and not last.endswith(("ss", "us"))
    return "What are" if plural else "What is"


def article(phrase: str) -> str:
    """``a`` or ``an`` for the phrase that follows."""
    return "an" if phrase[:1].lower() in "aeiou" else "a"


_LITERAL = re.compile(r"^(?=\S*[A-Za-z])\S*[./_(){}=|<>]")
"""A cell opening with a code-like token (``page.title``, ``foo/bar.html``, ``nav|length>1``)."""


def cell_answer(cell: str) -> str:
    """A lookup's answer: a sentence, but a code-like cell stays as written (no capital, no
    full stop: ``index.html`` is not ``Index.html.``)."""
    text = cell.strip()
    return text if _LITERAL.match(text) else sentence(text)


def _scope(page: Page) -> str:
    return f"According to the {page.title} page, "


_VERSION_HEADING = re.compile(r"^(?:Version |Release |v)?\d+\.\d+(?:\.\d+)*\b", re.IGNORECASE)
_OLD_NEW = re.compile(r"^(?:old|new|previous|current|before|after|deprecated|replacement)\b",
                      re.IGNORECASE)
LOOKUPS_PER_TABLE = 4
"""At most this many lookups are proposed per table (rows spread over the table), so one
large table does not fill the subtype."""


def is_version_history(page: Page) -> bool:
    """A release-notes or changelog page: three or more headings open with a version number
    (``## 1.6.0``, ``## Version 2.1 (2024-04-20)``), whatever their subsections."""
    headings = [s.heading.strip() for s in page.parsed.sections if s.heading.strip()]
    return sum(_VERSION_HEADING.match(h) is not None for h in headings) >= 3


def is_rename_map(table: Table) -> bool:
    """A migration table: two or more headers name an old/new pair (``Old URL | New URL``)."""
    return sum(_OLD_NEW.match(h.strip()) is not None for h in table.headers) >= 2


def _spread(candidates: list[Candidate], limit: int) -> list[Candidate]:
    """``limit`` candidates spread evenly over the list (first and last included)."""
    if len(candidates) <= limit:
        return candidates
    step = (len(candidates) - 1) / (limit - 1)
    return [candidates[round(i * step)] for i in range(limit)]


def lookup_candidates(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """``What is the <column> for <row>?`` for body cells, at most ``LOOKUPS_PER_TABLE`` per
    table; none from a release-notes page or a migration (old/new) table, whose cells are
    history, not what a user looks up."""
    if page.parsed.tables and is_version_history(page):
        context.skipped["table_lookup:version_history_page"] += len(page.parsed.tables)
        return []
    from shared.kb.negative import is_shop_kb  # negative reads this module's table_name

    out: list[Candidate] = []
    read = read_tables(page)
    for t_index, table in enumerate(page.parsed.tables):
        if is_rename_map(table):
            context.skipped["table_lookup:old_new_table"] += 1
            continue
        if t_index in read:
            continue  # a settings table: asked through its statements (shared.kb.stated)
        table_out: list[Candidate] = []
        rate = is_rate_table(table)
        if not rate and not is_shop_kb(context) and _same_columns_elsewhere(
                context, page, table):
            context.skipped["table_lookup:same_columns_in_another_table"] += 1
            continue  # "What is the path for Windows?": config, data and cache tables alike
        marked = page.parsed.marked_tables[t_index] if t_index < len(
            page.parsed.marked_tables) else table
        service = table_name(table, page)
        split = split_header_columns(table)
        for row in table.rows:
            if not rate and not re.search(r"[A-Za-z]{2}", row[0]):
                context.skipped["table_lookup:key_without_words"] += 1
                continue  # "What is the equivalent for -1?": a bare number names no row
            if _NOT_A_NAME.search(row[0].strip()):
                context.skipped["table_lookup:key_not_a_name"] += 1
                continue  # "Action: list", "None", "Can reference request in decision": a
                # label, a literal or a clause heads the row, so "What is X for <key>?" is
                # no English
            if not rate and "," in row[0] and not is_shop_kb(context):
                context.skipped["table_lookup:key_names_several"] += 1
                continue  # "micro, patch, fix": three names, no one row key
            if not unique_key(table, row[0]):
                context.skipped["table_lookup:repeated_row_key"] += 1
                continue  # "prerelease" heads three rows: "… for prerelease?" has three answers
            for column in range(1, len(table.headers)):
                cell = row[column]
                if not cell or (not rate and not is_shop_kb(context) and (
                        cell.strip().lower() in _NO_VALUE
                        or re.match(r"^(?:see|refer to)\b", cell.strip(), re.IGNORECASE))):
                    continue  # "What are the global flags for url?" -> "None."; "See here."
                header = table.headers[column]
                if not rate and column in split:
                    context.skipped["table_lookup:header_split_over_two_rows"] += 1
                    continue  # "What is the usage for Safari?": desktop, mobile or overall
                asked = None
                if not rate and not is_shop_kb(context) and bare_header(header):
                    asked = supported_query(table, header, row[0])
                    if asked is None:
                        context.skipped["table_lookup:header_names_no_thing"] += 1
                        continue  # "What is the relative for indexing time?": of what?
                if not rate and not is_shop_kb(context) and _EXAMPLES.match(header.strip()):
                    context.skipped["table_lookup:example_column"] += 1
                    continue  # "What are the examples for os_name?": illustrations, no fact
                if not rate and _CODE_HEADER.search(header.strip()):
                    context.skipped["table_lookup:header_is_code"] += 1
                    continue  # "What is the serializer_class for …?": a code name, no noun
                if not rate and not reads_as_noun(header):
                    context.skipped["table_lookup:header_not_a_noun"] += 1
                    continue  # not "What is the versions allowed for ^0.0?"
                if not rate and _yes_no_column(table, column):
                    context.skipped["table_lookup:yes_no_column"] += 1
                    continue  # "What is the linux for hatch-test.py3.12-foo?": a support grid
                if asked is not None:
                    query = asked  # "Which version of Firefox is supported?"
                elif rate:
                    query = (
                        f"How much does {service} cost for a package weighing "
                        f"{lower_phrase(row[0])} shipped to {header}?"
                    )
                elif header.split()[0].lower() in {"where", "when", "how", "who", "which"}:
                    query = (
                        f"In the {lower_phrase(table.heading or page.title)} table, what does "
                        f"\"{header}\" say for {row[0]}?"
                    )
                elif context.column_is_unique(header):
                    key = re.sub(r"\s*\((?:default|required|optional)\)\s*$", "", row[0],
                                 flags=re.IGNORECASE)  # "isolated (default)" -> "isolated"
                    kind = _row_kind(table, marked, row)
                    query = (f"{_what_is(header)} the {lower_phrase(header)} of the {key} "
                             f"{kind}?" if kind else
                             f"{_what_is(header)} the {lower_phrase(header)} for {key}?")
                elif is_shop_kb(context):
                    query = (
                        f"{_scope(page)}{_what_is(header).lower()} the "
                        f"{lower_phrase(header)} for {row[0]}?"
                    )
                else:
                    context.skipped["table_lookup:column_on_several_pages"] += 1
                    continue  # "According to the … page": a page's name, not what a user
                    # asks; the column alone names no one table
                code = _CODE_CELL.match(marked.rows[table.rows.index(row)][column]
                                        if len(marked.rows) == len(table.rows) else "")
                table_out.append(
                    Candidate(
                        query=query,
                        ground_truth=cell.strip() if code else cell_answer(cell),
                        refs=(page.ref,),
                        subtype="table_lookup",
                        category=page.category,
                        key=f"lookup:{page.ref}:{t_index}:{row[0]}:{header}",
                        evidence=(Evidence(page.ref, cell),),
                    )
                )
        if not rate:  # a rate grid is the shop KB's own lookup table: every cell is asked
            context.skipped["table_lookup:over_table_cap"] += max(
                0, len(table_out) - LOOKUPS_PER_TABLE)
            table_out = _spread(table_out, LOOKUPS_PER_TABLE)
        out.extend(table_out)
    return out


_EXAMPLES = re.compile(r"^(?:examples?|e\.g\.?|sample|samples|illustration)$", re.IGNORECASE)
_NO_VALUE = frozenset({"none", "n/a", "-", "—", "–", "no"})
_CODE_CELL = re.compile(r"^(?:`[^`]+`[\s,;/]*)+$")
_ONE_CODE = re.compile(r"^`[^`\s]+`(?:\s*\((?:default|required|optional)\))?$", re.IGNORECASE)
_GENERIC_KIND = frozenset({"name", "key", "value", "item", "id", "code", "example", "entry",
                           "string", "literal", "identifier", "term", "word"})


def _row_kind(table: Table, marked: Table, row: tuple[str, ...]) -> str:
    """``level`` when the rows are headed by code literals (`success`) under a one-word noun
    header ("Level"): "What is the verbosity of the success level?", not "… for success?",
    which says nothing of what success is. Empty when the key is a word or the header a
    generic label ("Name", "Key") or a plural."""
    if len(marked.rows) != len(table.rows):
        return ""
    if not _ONE_CODE.match(marked.rows[table.rows.index(row)][0].strip()):
        return ""
    header = table.headers[0].strip()
    if not re.fullmatch(r"[A-Z]?[a-z]{3,}", header) or header.lower() in _GENERIC_KIND or (
            header.lower().endswith("s") and not header.lower().endswith("ss")):
        return ""
    return header.lower()
"""A cell written as code (```flake8 src tests```): its answer keeps its case, no full stop."""
_YES_NO = re.compile(r"^(?:yes|no|y|n|true|false|✓|✔|✗|x|-|)$", re.IGNORECASE)


def _yes_no_column(table: Table, column: int) -> bool:
    return all(_YES_NO.match(row[column].strip()) for row in table.rows)


def _same_columns_elsewhere(context: KbContext, page: Page, table: Table) -> bool:
    """Another table of the KB has the same headers: "the <column> for <row>" names no one
    of them."""
    wanted = tuple(h.strip().lower() for h in table.headers)
    return sum(tuple(h.strip().lower() for h in other.headers) == wanted
               for current in context.current() for other in current.parsed.tables) > 1


def _inside(bounds: tuple[float, float], rng: Random) -> float | None:
    low, high = bounds
    if math.isinf(high):
        return float(math.ceil(low * 1.5))
    whole = [v for v in range(math.ceil(low), math.floor(high) + 1) if low < v < high]
    if whole:
        return float(rng.choice(whole))
    middle = round((low + high) / 2, 2)
    return middle if low < middle < high else None


def _band_candidates(page: Page, table: Table, t_index: int, rng: Random,
                     context: KbContext) -> list[Candidate]:
    rows = _range_rows(table)
    if not rows:
        return []
    out: list[Candidate] = []
    rate = is_rate_table(table)
    unit_match = _UNIT.search(rows[0][0][0])
    unit = unit_match.group(1) if unit_match else ""
    dollars = "$" in rows[0][0][0]
    service = table_name(table, page)
    subject = lower_phrase(table.headers[0])
    for row, bounds in rows:
        value = _inside(bounds, rng)
        if value is None:
            continue
        amount = format_amount(value, dollars) if dollars else f"{value:g} {unit}".strip()
        for column in range(1, len(table.headers)):
            header = table.headers[column]
            cell = row[column]
            if not cell:
                continue
            if not rate and not (reads_as_noun(header) and reads_as_noun(table.headers[0])):
                context.skipped["table_aggregation:header_not_a_noun"] += 1
                continue  # the header is no noun: "For a rule of 0.5, what is the after?"
            if rate:
                query = (
                    f"How much would it cost to ship a {amount} package to {header} "
                    f"with {service}?"
                )
            else:
                query = _band_query(subject, amount, header, page, context)
            out.append(
                Candidate(
                    query=query,
                    ground_truth=f"{_counted(cell, header)} (the {row[0]} row applies).",
                    refs=(page.ref,),
                    subtype="table_aggregation",
                    category=page.category,
                    key=f"band:{page.ref}:{t_index}:{row[0]}:{header}",
                    evidence=(Evidence(page.ref, cell),),
                )
            )
    return out


_NUMBER_OF = re.compile(r"^(?:number|no\.) of (?P<things>.+)$", re.IGNORECASE)


def _band_query(subject: str, amount: str, header: str, page: Page, context: KbContext) -> str:
    """"For an order total of $692 with SplitPay installments, how many payments are
    there?": the page's topic names what the table prices unless the subject already does
    (a bare "the number of payments" has no referent)."""
    topic = context.topic_phrase(page.title)
    named = content_terms(topic) & content_terms(f"{subject} {header}")
    where = "" if named else f" with {topic}"
    counted = _NUMBER_OF.match(header.strip())
    if counted is not None:
        ask = f"how many {lower_phrase(counted.group('things'))} are there"
    else:
        ask = f"what is the {lower_phrase(header)}"
    return f"For {article(subject)} {subject} of {amount}{where}, {ask}?"


def _counted(cell: str, header: str) -> str:
    """A bare count under a "Number of payments" header reads "4 payments", not "4"."""
    counted = _NUMBER_OF.match(header.strip())
    if counted is None or not re.fullmatch(r"\d+", cell.strip()):
        return cell
    return f"{cell.strip()} {lower_phrase(counted.group('things'))}"


_SETTING_VALUE = re.compile(r"\b(?:default|value|example)s?\b", re.IGNORECASE)
"""A column of each row's own setting value: its numbers measure different things."""
_VERSION_CELL = re.compile(r"\d+\.\d+\.\d+|\d+\.\d+(?:a|b|rc|\.dev)\d*")


_SIGNED_CHANGE = re.compile(r"^\s*[-−+]\s?\d[\d.,]*\s*%")
"""A cell written as a signed percentage change ("-40.8%", "+12%")."""


def _signed(cell: str) -> float | None:
    """The cell's number with its sign: ``-2`` is below ``0`` (cell_number reads 2)."""
    number = cell_number(cell)
    if number is not None and re.match(r"^\s*[-−]\s?\d", cell):
        return -number
    return number


def _extreme_candidates(page: Page, table: Table, t_index: int,
                        context: KbContext) -> list[Candidate]:
    out: list[Candidate] = []
    if len(table.rows) < 3 or _range_rows(table):
        return out
    from shared.kb.negative import is_shop_kb  # negative reads this module's table_name

    subject = lower_phrase(table.headers[0])
    if re.fullmatch(r"[a-z]+s", subject) and not subject.endswith("ss"):
        subject = subject[:-1]  # "Which segment has …", not "Which segments has …"
    split = split_header_columns(table)
    for column in range(1, len(table.headers)):
        if not reads_as_noun(table.headers[column]) or not reads_as_noun(table.headers[0]):
            context.skipped["table_aggregation:header_not_a_noun"] += 1
            continue  # not "Which rule has the highest after?"
        if not is_shop_kb(context) and (column in split or bare_header(table.headers[column])):
            context.skipped["table_aggregation:header_names_no_thing"] += 1
            continue  # "Which browser has the highest usage?": desktop, mobile or overall
        cells = [row[column] for row in table.rows]
        if any(cell_range(cell) is not None and "–" in cell for cell in cells):
            continue
        if not is_shop_kb(context) and any(
                cell_range(cell) is not None or _VERSION_CELL.search(cell) for cell in cells):
            context.skipped["table_aggregation:not_one_quantity_per_row"] += 1
            continue  # "1 - 3" is a range, "2.0.0" a version: neither ranks as a number
        if not is_shop_kb(context) and (_SETTING_VALUE.search(table.headers[column]) or any(
                len(re.findall(r"[A-Za-z]+", cell)) > 2 for cell in cells)):
            context.skipped["table_aggregation:not_one_quantity_per_row"] += 1
            continue  # "PyAmsterdam June 24, 2020, Online" is an occasion, not a number; the
            # defaults of different settings (10 seconds, 10 levels) are no one quantity
        values = [_signed(cell) for cell in cells]
        if any(v is None for v in values):
            continue
        if any(_SIGNED_CHANGE.match(cell) for cell in cells):
            context.skipped["table_aggregation:signed_change"] += 1
            continue  # "-70.2%" beside "-24.7%": is the highest improvement the larger drop
            # or the larger number? A column of signed changes ranks both ways
        numbers = [v for v in values if v is not None]
        days = all("day" in cell.lower() for cell in cells)
        header = lower_phrase(table.headers[column])
        for word, pick in (("lowest", min), ("highest", max)):
            best = pick(numbers)
            if numbers.count(best) > 1:
                continue
            row = table.rows[numbers.index(best)]
            if days:
                word = "shortest" if word == "lowest" else "longest"
            out.append(
                Candidate(
                    query=f"Which {subject} has the {word} {header}?",
                    ground_truth=f"{row[0]}, with {row[column]}.",
                    refs=(page.ref,),
                    subtype="table_aggregation",
                    category=page.category,
                    key=f"extreme:{page.ref}:{t_index}:{column}:{word}",
                    evidence=(Evidence(page.ref, row[0]), Evidence(page.ref, row[column])),
                )
            )
    return out


def _sibling_candidates(page: Page, rng: Random) -> list[Candidate]:
    out: list[Candidate] = []
    tables = [t for t in page.parsed.tables if is_rate_table(t)]
    for i, first in enumerate(tables):
        for second in tables[i + 1 :]:
            if first.headers != second.headers or [r[0] for r in first.rows] != [
                r[0] for r in second.rows
            ]:
                continue
            for row_a, row_b in zip(first.rows, second.rows, strict=True):
                bounds = cell_range(row_a[0])
                value = _inside(bounds, rng) if bounds else None
                if value is None:
                    continue
                unit_match = _UNIT.search(row_a[0])
                amount = f"{value:g} {unit_match.group(1) if unit_match else ''}".strip()
                for column in range(1, len(first.headers)):
                    price_a = cell_number(row_a[column])
                    price_b = cell_number(row_b[column])
                    if price_a is None or price_b is None or price_a == price_b:
                        continue
                    names = (table_name(first, page), table_name(second, page))
                    cheap, dear = (0, 1) if price_a < price_b else (1, 0)
                    cells = (row_a[column], row_b[column])
                    out.append(
                        Candidate(
                            query=(
                                f"What is the cheapest way to ship a {amount} package to "
                                f"{first.headers[column]}, and how much does it cost?"
                            ),
                            ground_truth=(
                                f"{names[cheap]} at {cells[cheap]} "
                                f"({names[dear]} costs {cells[dear]})."
                            ),
                            refs=(page.ref,),
                            subtype="table_aggregation",
                            category=page.category,
                            key=f"cheapest:{page.ref}:{row_a[0]}:{first.headers[column]}",
                            evidence=(Evidence(page.ref, cells[0]), Evidence(page.ref, cells[1])),
                        )
                    )
    return out


def _difference_candidates(page: Page, table: Table, t_index: int) -> list[Candidate]:
    out: list[Candidate] = []
    if not is_rate_table(table):
        return out
    service = table_name(table, page)
    for row in table.rows:
        prices = [cell_number(cell) for cell in row[1:]]
        if any(p is None for p in prices):
            continue
        low = 1 + min(range(len(prices)), key=lambda i: prices[i] or 0.0)
        high = 1 + max(range(len(prices)), key=lambda i: prices[i] or 0.0)
        if low == high:
            continue
        diff = (cell_number(row[high]) or 0.0) - (cell_number(row[low]) or 0.0)
        out.append(
            Candidate(
                query=(
                    f"With {service}, how much more does a {row[0]} package cost to "
                    f"{table.headers[high]} than to {table.headers[low]}?"
                ),
                ground_truth=(
                    f"{format_amount(diff, True)} more ({row[high]} to {table.headers[high]} "
                    f"versus {row[low]} to {table.headers[low]})."
                ),
                refs=(page.ref,),
                subtype="table_aggregation",
                category=page.category,
                key=f"difference:{page.ref}:{t_index}:{row[0]}",
                evidence=(Evidence(page.ref, row[high]), Evidence(page.ref, row[low])),
            )
        )
    return out


def aggregation_candidates(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """Band lookups, lowest/highest rows, cheapest sibling table and cell differences."""
    out: list[Candidate] = []
    for t_index, table in enumerate(page.parsed.tables):
        out.extend(_band_candidates(page, table, t_index, rng, context))
        out.extend(_extreme_candidates(page, table, t_index, context))
        out.extend(_difference_candidates(page, table, t_index))
    out.extend(_sibling_candidates(page, rng))
    return out
