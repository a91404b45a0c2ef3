"""Synthesise the table's sound effects into assets/sounds/*.wav (standard library only).

Every sound is made here from sine tones and seeded noise, so the WAVs carry no third-party
rights (see assets/sounds/LICENSE). Run: `python tools/make_sounds.py`.
"""

from __future__ import annotations

import math
import random
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def silence(seconds: float) -> list[float]:
    """`seconds` of nothing."""
    return [0.0] * int(seconds * RATE)


def noise_burst(seconds: float, rng: random.Random, decay: float, smooth: float) -> list[float]:
    """Noise that dies away exponentially; `smooth` (0…1) low-passes it (a softer, duller hiss)."""
    samples, level = [], 0.0
    for i in range(int(seconds * RATE)):
        level = level * smooth + rng.uniform(-1, 1) * (1 - smooth)
        samples.append(level * math.exp(-decay * i / RATE))
    return samples


def tone(
    seconds: float, start_hz: float, end_hz: float | None = None, decay: float = 4.0
) -> list[float]:
    """A sine tone gliding from `start_hz` to `end_hz`, with a short attack and a decay."""
    end_hz = start_hz if end_hz is None else end_hz
    count = int(seconds * RATE)
    samples, phase = [], 0.0
    for i in range(count):
        frequency = start_hz + (end_hz - start_hz) * i / count
        phase += 2 * math.pi * frequency / RATE
        attack = min(1.0, i / (0.005 * RATE))
        samples.append(math.sin(phase) * attack * math.exp(-decay * i / RATE))
    return samples


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Sum sounds, each placed at its start time in seconds."""
    length = max(int(start * RATE) + len(samples) for start, samples in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, value in enumerate(samples):
            out[offset + i] += value
    return out


def write(name: str, samples: list[float], peak: float = 0.8) -> None:
    """Normalise to `peak` and write a 16-bit mono WAV."""
    loudest = max(abs(value) for value in samples) or 1.0
    pcm = array("h", (int(value / loudest * peak * 32767) for value in samples))
    with wave.open(str(OUT / f"{name}.wav"), "wb") as stream:
        stream.setnchannels(1)
        stream.setsampwidth(2)
        stream.setframerate(RATE)
        stream.writeframes(pcm.tobytes())


def riffle(rng: random.Random, flicks: int, gap: float) -> list[float]:
    """Many quick card flicks in a row: a shuffle."""
    return mix(
        *((i * gap * rng.uniform(0.8, 1.2), noise_burst(0.03, rng, 90, 0.3)) for i in range(flicks))
    )


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "shuffle": lambda rng: riffle(rng, 26, 0.022),
    "reshuffle": lambda rng: mix((0, riffle(rng, 18, 0.03)), (0.5, riffle(rng, 18, 0.03))),
    "deal": lambda rng: noise_burst(0.06, rng, 60, 0.5),
    "play": lambda rng: mix((0, noise_burst(0.12, rng, 35, 0.2)), (0, tone(0.08, 180, 90, 30))),
    "draw": lambda rng: noise_burst(0.16, rng, 22, 0.75),
    "reverse": lambda rng: mix((0, tone(0.18, 500, 900, 8)), (0.16, tone(0.2, 900, 500, 8))),
    "duty": lambda rng: mix((0, tone(0.14, 880, decay=10)), (0.15, tone(0.22, 1175, decay=8))),
    "out": lambda rng: mix(
        *((i * 0.16, tone(0.3, hz, hz * 0.97, 6)) for i, hz in enumerate((392, 330, 262, 196)))
    ),
    "win": lambda rng: mix(
        *(
            (i * 0.12, tone(0.6 if i == 4 else 0.25, hz, decay=3))
            for i, hz in enumerate((523, 659, 784, 1047, 1319))
        )
    ),
    "refuse": lambda rng: mix((0, tone(0.1, 220, 200, 12)), (0.11, tone(0.14, 185, 170, 12))),
    "tick": lambda rng: tone(0.05, 1400, decay=60),
}


def main() -> None:
    """Write every sound; the same script always writes the same files."""
    OUT.mkdir(parents=True, exist_ok=True)
    for index, (name, make) in enumerate(SOUNDS.items()):
        write(name, make(random.Random(index)) + silence(0.02))


if __name__ == "__main__":
    main()
