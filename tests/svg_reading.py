"""Reading back what a picture's SVG draws: its texts, and each legend entry's style.

The SVGs draw letters as shapes; matplotlib writes each text as a comment at the head of
the group of its shapes, so the texts are read from those comments.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import NamedTuple

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}"


def svg_tree(svg: bytes) -> ET.Element:
    return ET.fromstring(svg, parser=ET.XMLParser(target=ET.TreeBuilder(insert_comments=True)))


def svg_texts(svg: bytes) -> list[str]:
    """Every text the SVG draws, in document order."""
    return [
        text for group in svg_tree(svg).iter(f"{SVG}g") if (text := _text_of(group)) is not None
    ]


def _text_of(group: ET.Element) -> str | None:
    if not group.get("id", "").startswith("text_"):
        return None
    for child in group:
        if child.tag is ET.Comment and child.text is not None:
            return child.text.strip()
    return None


class Drawn(NamedTuple):
    """How a legend entry's sample line is drawn: colour, dash pattern, marker's outline."""

    colour: str
    dashes: str
    marker: str


def legend_styles(svg: bytes) -> dict[str, Drawn]:
    """Each legend entry's label and the style of the sample line drawn just before it."""
    root = svg_tree(svg)
    shapes = {path.get("id"): path.get("d", "") for path in root.iter(f"{SVG}path")}
    styles: dict[str, Drawn] = {}
    for legend in root.iter(f"{SVG}g"):
        if not legend.get("id", "").startswith("legend_"):
            continue
        sample: Drawn | None = None
        for entry in legend:
            label = _text_of(entry)
            if entry.get("id", "").startswith("line2d_"):
                sample = _drawn(entry, shapes) or sample
            elif label is not None and sample is not None:
                styles[label] = sample
                sample = None
    return styles


def _drawn(line: ET.Element, shapes: dict[str | None, str]) -> Drawn | None:
    """The style of a legend's sample line: its stroke, and the marker it places.

    A marker is placed with ``<use>`` of a shape, or, for a line drawn with an outline
    (yellow), drawn in place after the outline; either way its outline is compared from
    its first point on, wherever it stands.
    """
    paths = [(path.get("d", ""), _style(path)) for path in line.iter(f"{SVG}path")]
    strokes = [style for _, style in paths if style.get("fill") == "none" and "stroke" in style]
    used = next(line.iter(f"{SVG}use"), None)
    if used is not None:
        shape = shapes.get((used.get(f"{XLINK}href") or "").lstrip("#"), "")
    else:
        shape = next((d for d, style in reversed(paths) if style.get("fill", "none") != "none"), "")
    if not strokes or not shape:
        return None
    return Drawn(
        strokes[-1]["stroke"], strokes[-1].get("stroke-dasharray", "solid"), _outline(shape)
    )


def _style(path: ET.Element) -> dict[str, str]:
    parts = (part.split(":", 1) for part in path.get("style", "").split(";") if ":" in part)
    return {key.strip(): value.strip() for key, value in parts}


def _outline(d: str) -> str:
    """A path's commands with each point taken from its first, rounded to 0.1 px."""
    words = d.replace("\n", " ").split()
    numbers = [float(word) for word in words if word not in "MLCQZz"]
    x0, y0 = numbers[0], numbers[1]
    shifted, at = [], 0
    for word in words:
        if word in "MLCQZz":
            shifted.append(word)
        else:
            shifted.append(f"{float(word) - (x0 if at % 2 == 0 else y0):.1f}")
            at += 1
    return " ".join(shifted)
