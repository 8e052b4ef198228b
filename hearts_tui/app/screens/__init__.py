"""Screens and dialogs of the table (each dialog module is imported when first opened)."""
