"""The Textual table."""
