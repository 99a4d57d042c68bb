"""What each subtype needs from a KB: the reason a run reports for a subtype it wrote none of.

A subtype the rule engine has no template for is reported by its generator
(``not_built``); a subtype it has templates for but wrote none of in this KB (no
candidate, or none passed the checks: the report's skip and rejection counts say which)
gets the reason below with the run's skip counts for it, so a shortfall is explained,
never silent. "No candidate" is a statement about the readers (which forms they parse), not
about the KB: a held-out review found DRF's docs hold option value lists, changed v1/v2
pages and guide-to-reference links in forms these readers do not parse. Type-wide
rejections (negatives too dissimilar or answerable, multi-hop read as two questions) are
counted once per type on the report's own line.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

__all__ = ["NEEDS", "explain_empty"]

NEEDS: dict[str, str] = {
    "direct/simple_fact": "labelled facts, FAQ headings, documented options or definitions",
    "direct/table_aggregation": "Markdown tables with a numeric column to compare or sum",
    "direct/table_lookup": "Markdown tables (outer pipes optional)",
    "direct/process_step": "a numbered list of instructions for the reader (its first step "
    "and two thirds of all open with a verb such as 'Run', 'Set', 'Install'; an order of "
    "precedence, a listing's lines or what the program itself will do are no steps) under a "
    "heading naming the task ('How to …', 'Installing X', 'Create X')",
    "direct/conditional_logic": "self-contained 'If …, …' sentences or an option's "
    "'If set to …'",
    "direct/list_enumeration": "a complete list: options a documented name takes, the values "
    "a setting accepts ('Allowed values' cell, 'must be one of `a`, `b`', a '(default)' "
    "marker among listed values), a 'Supported/Built-in <things>' table, subclasses, or "
    "(help-centre KBs) a list under a plural heading",
    "direct/rot_aware": "a v1/v2 page pair whose current version changed a fact, a table, "
    "a stated default or list of values, an option list or a section",
    "multi_hop/policy_faq": "a policy page's labelled rule and a linked FAQ entry about it; "
    "or a FAQ entry headed by a goal question ('How do I …?', 'Can I …?') whose answer names "
    "one documented setting with a stated default, the goal worded in no term of that "
    "setting's reference entry; or (policy KBs) a FAQ entry 'Can I <verb> <things>?' "
    "giving a window in the unit of a rule labelled with that verb, counted from the same "
    "event ('14 days of delivery' against '**Return window:** 30 days from delivery')",
    "multi_hop/comparative": "two pages with comparable values: rate tables, facts in one "
    "unit, or options of one meaning; or (handbooks) a conditional grant to a person ('If you "
    "become the primary caregiver of a child, you can take up to 16 weeks leave') and another "
    "page's labelled programme for the same situation with a cap in that unit "
    "('[Paid Family Leave for Bonding](…) with a new baby …, up to 8 weeks'); or two "
    "schemes' pages each capping what you spend ('a limit of £2500', 'up to a maximum value "
    "of £2,000'), both repaid from salary over the same term ('over 12 months')",
    "multi_hop/cross_category": "a name one page describes and a reference page defines; an "
    "overview's '<package> - Required for <Name>' line; a changelog's 'Add <option> "
    "(keyword) argument/parameter to <Name>' line under a version heading, beside <Name>'s "
    "documented options (a bullet list, a 'Signature:' line with argument bullets, or 'The "
    "<Name> class includes … attributes'); a changelog line adding one documented option; "
    "a guide's section or purpose sentence naming one documented setting whose default "
    "('**Default**:' or a plain 'Default:' line) the guide does not state; a guide section "
    "headed by a task ('Handling …') or a product's name whose prose or example sets one "
    "documented setting, the task said on no other section naming another setting or on the "
    "reference page; or an argument whose default is a setting another page documents; or "
    "(policy KBs) a labelled rule whose value names another page by its title ('Free, sent "
    "by Express Shipping') where that page states a time or carrier of it; or (handbooks) "
    "a package paying an unused balance ('The package will also include compensation for "
    "unused vacation time') and one sentence of another page capping that balance ('a "
    "maximum bank of 27 days'); or an allowance pro-rata for part time ('38 days of leave "
    "… pro-rata for part time') and another page's part-time basis with a part week "
    "('pro-rated as a percentage of a 5 day week … if you work 4 out of 5 days')",
    "multi_hop/hub_to_detail": "the cross_category bridges through a guide's purpose "
    "sentence, or an argument defaulting to a setting, when the first page links to the "
    "page holding the value (a setting named only by the guide's section it is mentioned "
    "in is pointing at the page, and refused and counted as 'names its subject by a "
    "page's section'); a help "
    "centre's hub pointer ('Cancel an order — stop an order before it leaves the "
    "warehouse') paraphrases its detail page, which then answers alone, and is not asked",
    "multi_hop/rot_aware": "a changed value of a versioned page joined to another page, a "
    "changelog adding an option the older version of its reference page lacks, or a guide "
    "naming a setting whose default the older version of its page stated otherwise or "
    "lacked (a guide that states the value itself answers alone)",
    "negative/adjacent_topic": "documented items or names whose attributes the KB never "
    "states, or (policy KBs) a benefit (a section heading, or a page's title: 'Taking "
    "Holiday', 'Season Ticket Loan') stating an amount whose payout or carry-over no page "
    "gives, or a loan whose repayment no page gives a length",
    "negative/missing_data": "tables to extend, settings without a stated default, "
    "arguments with constrained values, or (policy KBs) a benefit, allowance or scheme "
    "stating an amount with no part-time rule (an amount relative to pay scales by itself)",
    "negative/out_of_scope_procedure": "help-centre procedures that start from the "
    "customer's own account, or (documentation) a 'To <verb> …,' sentence whose verb has a "
    "fixed inverse (add/remove, enable/disable …) that no page documents (a heading is never "
    "inverted), a command's failure or exit status no page gives, an environment "
    "variable the KB has the reader set but never on Windows, or (policy KBs) numbered steps "
    "under a task heading or an insurance or income protection cover section with no claim "
    "steps",
    "negative/cross_category_gap": "two options of one command that no page uses or "
    "explains together, an option and a setting of two pages sharing a rare name part "
    "that no page links, or (policy KBs) a leave with a length in weeks or months beside a "
    "program shared by tenure or a sabbatical or family leave that no paragraph links, or "
    "a holiday balance in days beside another page's cover for a long absence (income "
    "protection, sick pay) that no paragraph names together; a "
    "shop KB's topics are joined by no such name",
}
"""What the rule engine needs to write each subtype."""


def explain_empty(key: str, skipped: Mapping[str, int] | None = None) -> str:
    """The reason a run wrote no query of ``key`` (``type/subtype``).

    ``skipped`` is the run's ``type/subtype:reason`` count: when candidates of ``key`` were
    found and failed checks, the reason says how many and why, never "no candidate".
    """
    need = NEEDS.get(key)
    prefix = f"{key}:"
    failed = Counter({name[len(prefix):]: n for name, n in (skipped or {}).items()
                      if name.startswith(prefix) and n > 0})
    if failed:
        reasons = "; ".join(f"{reason} {n}" for reason, n in failed.most_common())
        found = (f"none written for this KB: {sum(failed.values())} candidates failed the "
                 f"checks ({reasons})")
        return f"{found}; needs {need}" if need else found
    found = ("none written for this KB: the rule engine's readers found no candidate (none was "
             "counted as skipped), which says what they can read, not that the KB lacks such "
             "content")
    return f"{found}; the engine needs {need}" if need else found
