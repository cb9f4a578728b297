#!/usr/bin/env python3
# -*- coding: utf-8 -*-
# SSVG-Bench's published molecule evaluation (appendix F.2, Figures 35 and 36), verbatim as
# printed, joined into one importable module: Figure 35's parse_svg_file, then Figure 36's
# main. What joining changed: Figure 36's `from parse_svg_file import parse_svg_file` is
# dropped (the function is in this file), its shebang, coding line and the imports it shares
# with Figure 35 (xml.etree.ElementTree, networkx) are not repeated, and the paper's line
# numbers are removed. make_molecule_examples.py runs main() on every example answer and
# records what it prints in examples/molecule/ssvg-expected.tsv.

import math
import xml.etree.ElementTree as ET
import networkx as nx


def parse_svg_file(path, tol=1e-1):
    """
    A function that builds a graph structure from an SVG file.
    Nodes are extracted from <circle> elements, and edges are extracted by associating
    endpoints of <line> elements with those nodes.
    """
    root = ET.parse(path).getroot()

    G = nx.Graph()
    # Specify the SVG namespace
    ns = {'svg': 'http://www.w3.org/2000/svg'}

    circles = []
    # Retrieve circle elements and register each node
    for i, circle in enumerate(root.findall("./svg:circle", ns)):
        cx = float(circle.attrib['cx'])
        cy = float(circle.attrib['cy'])
        fill = circle.attrib.get('fill', '')
        circles.append((cx, cy, fill, i))
        G.add_node(i, fill=fill, pos=(cx, cy))

    # Find the closest circle (node) to the given coordinates
    def find_circle(x, y):
        for cx, cy, fill, node_id in circles:
            if math.hypot(cx - x, cy - y) < tol:
                return node_id
        return None

    # Add edges based on line elements
    for line in root.findall("./svg:line", ns):
        x1 = float(line.attrib['x1'])
        y1 = float(line.attrib['y1'])
        x2 = float(line.attrib['x2'])
        y2 = float(line.attrib['y2'])
        n1 = find_circle(x1, y1)
        n2 = find_circle(x2, y2)
        # Add edge only if both endpoints correspond to circles (nodes)
        if n1 is not None and n2 is not None:
            G.add_edge(n1, n2)
    return G


import argparse


def main():
    p = argparse.ArgumentParser(description="SVG output evaluation script")
    p.add_argument('ground_truth', help="File path of the ground truth SVG")
    p.add_argument('llm_output', help="File path of the LLM-generated SVG")
    args = p.parse_args()

    gt_G = parse_svg_file(args.ground_truth)
    out_G = parse_svg_file(args.llm_output)

    node_match = lambda n1, n2: n1['fill'] == n2['fill']

    # Graph isomorphism check
    iso = nx.is_isomorphic(gt_G, out_G, node_match=node_match)

    print("1" if iso else "0")

if __name__ == '__main__':
    main()
