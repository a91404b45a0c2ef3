"""Tweens: pgzero-style animate() with replacement per (object, attribute) and named easings."""

import pytest

from scenes.tween import Tweener, easing


class Thing:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)


def test_tween_reaches_its_end_value_and_calls_back_once():
    tweens, thing, calls = Tweener(), Thing(), []
    tweens.animate(thing, 1.0, on_done=lambda: calls.append("done"), x=10.0)
    tweens.update(0.5)
    assert thing.x == pytest.approx(5.0) and calls == []
    tweens.update(0.6)
    assert thing.x == 10.0 and calls == ["done"] and not tweens.busy


def test_newer_tween_on_the_same_attribute_replaces_the_older():
    tweens, thing, calls = Tweener(), Thing(), []
    tweens.animate(thing, 1.0, on_done=lambda: calls.append("old"), x=100.0)
    tweens.update(0.5)
    tweens.animate(thing, 1.0, on_done=lambda: calls.append("new"), x=-50.0)
    tweens.update(2.0)
    assert thing.x == -50.0 and calls == ["new"]


def test_tween_on_another_attribute_of_the_same_object_runs_alongside():
    tweens, thing = Tweener(), Thing()
    tweens.animate(thing, 1.0, x=4.0)
    tweens.animate(thing, 1.0, pos=(2.0, 6.0))
    tweens.update(1.0)
    assert thing.x == 4.0 and thing.pos == (2.0, 6.0)


def test_easing_shapes_the_path_between_the_ends():
    tweens, thing = Tweener(), Thing()
    tweens.animate(thing, 1.0, "easeInQuad", x=100.0)
    tweens.update(0.5)
    assert thing.x == pytest.approx(25.0)


def test_speed_factor_makes_time_run_faster():
    tweens, thing = Tweener(speed=4.0), Thing()
    tweens.animate(thing, 1.0, x=8.0)
    tweens.update(0.25)
    assert thing.x == 8.0


def test_delay_holds_the_start_value_until_it_has_passed():
    tweens, thing = Tweener(), Thing()
    tweens.animate(thing, 1.0, delay=1.0, x=10.0)
    tweens.update(0.9)
    assert thing.x == 0.0 and tweens.busy
    tweens.update(0.6)
    assert thing.x == pytest.approx(5.0)


def test_timer_fires_after_its_time_and_counts_as_busy_until_then():
    tweens, calls = Tweener(), []
    tweens.after(1.0, lambda: calls.append(1))
    tweens.update(0.99)
    assert calls == [] and tweens.busy
    tweens.update(0.02)
    assert calls == [1] and not tweens.busy


def test_unknown_easing_name_is_refused_with_a_sentence():
    with pytest.raises(ValueError, match="unknown easing 'wobble'"):
        easing("wobble")
