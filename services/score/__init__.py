"""The ``score`` service: agent answers and accepted items in, item scores and round
reports out (see ``service.py``)."""
