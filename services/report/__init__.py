"""The round report: a self-contained HTML page and a Markdown twin, with matplotlib plots."""
