"""The pygame-ce application: a scene stack, menus, the animated tables."""
