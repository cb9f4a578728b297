#!/usr/bin/python3
"""The skeletal-formula corpus (tests/corpus/skeletal/): molecules drawn by RDKit, edited
versions of them, and a few drawn by hand as models write them, each judged against its
molecule's SMILES; the label is RDKit's verdict (the drawn molecule's canonical SMILES,
stereo left out as the check leaves it, equals the reference's or not). Dev only.

usage: /usr/bin/python3 scripts/dev/molecule_skeletal.py write     (Debian's python3-rdkit for the
           molecules and edits; RDKit's MinimalLib, npm @rdkit/rdkit, for the drawings:
           scripts/dev/molecule_skeletal_draw.mjs) -> corpus.json.gz
       /usr/bin/python3 scripts/dev/molecule_skeletal.py write-charged   the charged molecules and the charges
           drawn by hand added to corpus.json.gz (skeletal_molecules.CHARGED), the rest kept
       /usr/bin/python3 scripts/dev/molecule_skeletal.py measure   (build/plumb) -> outcomes.tsv
       /usr/bin/python3 scripts/dev/molecule_skeletal.py chemfig   (build/plumb) -> chemfig-outcomes.tsv:
           the chemfig corpus's molecule answers (tests/corpus/chemfig/answers, those pdflatex
           compiles) judged against the SMILES of their own molecule and of the next molecule
           of the list, each labelled by RDKit's comparison of the two SMILES
       /usr/bin/python3 scripts/dev/molecule_skeletal.py example   examples/molecule/aspirin-skeletal-smiles/
"""
import gzip
import json
import pathlib
import random
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "corpus" / "skeletal"
sys.path.insert(0, str(ROOT / "scripts" / "dev"))

PLUMB = pathlib.Path(__import__("os").environ.get("PLUMB", ROOT / "build" / "plumb"))
MAX_HEAVY = 45          # larger molecules are drawn with overlapping parts by RDKit's layout
EDITS = ["element", "bond-removed", "bond-added", "order", "moved"]


def rdkit():
    from rdkit import Chem, RDLogger
    RDLogger.DisableLog("rdApp.*")
    return Chem


def canonical(smiles):
    Chem = rdkit()
    m = Chem.MolFromSmiles(smiles)
    return None if m is None else Chem.MolToSmiles(m, isomericSmiles=False)


def molecules():
    """(id, name, SMILES, origin), distinct molecules, small enough to draw clearly."""
    import skeletal_molecules
    Chem = rdkit()
    seen, out = set(), []
    rows = []
    for line in (ROOT / "examples" / "molecule" / "reference-smiles.tsv").read_text().splitlines():
        if line and not line.startswith("#"):
            task, smiles = line.split("\t")
            rows.append((task, task, smiles, "examples/molecule/reference-smiles.tsv"))
    for name, smiles in skeletal_molecules.SMILES.items():
        rows.append((name.lower().replace(" ", "-").replace("(", "").replace(")", "").replace(",", ""), name, smiles,
                     "scripts/dev/skeletal_molecules.py"))
    for mid, name, smiles, origin in rows:
        m = Chem.MolFromSmiles(smiles)
        key = Chem.MolToSmiles(m, isomericSmiles=False)
        if key in seen or m.GetNumHeavyAtoms() > MAX_HEAVY:
            continue
        seen.add(key)
        out.append((mid, name, Chem.MolToSmiles(m), origin))
    return out


def sanitized_smiles(Chem, m):
    """An edited molecule's SMILES once RDKit sanitizes it and reads it back; None when it cannot."""
    try:
        out = m.GetMol()
        Chem.SanitizeMol(out)
        text = Chem.MolToSmiles(out)
        return text if Chem.MolFromSmiles(text) is not None else None
    except Exception:
        return None


def edit(smiles, kind, rng):
    """An edited molecule's SMILES (Kekulé form, sanitized), or None when no edit of the kind fits."""
    Chem = rdkit()
    base = Chem.MolFromSmiles(smiles)
    Chem.Kekulize(base, clearAromaticFlags=True)
    n = base.GetNumAtoms()
    tries = list(range(40))
    for _ in tries:
        m = Chem.RWMol(base)
        if kind == "element":
            a = m.GetAtomWithIdx(rng.randrange(n))
            swaps = {"C": ["N", "O", "S"], "N": ["C", "O"], "O": ["S", "N", "C"], "S": ["O"], "Cl": ["Br", "F"],
                     "Br": ["Cl"], "F": ["Cl"], "I": ["Br"]}
            if a.GetFormalCharge() != 0 or a.GetSymbol() not in swaps:
                continue
            a.SetAtomicNum(Chem.GetPeriodicTable().GetAtomicNumber(rng.choice(swaps[a.GetSymbol()])))
            a.SetNoImplicit(False)
            a.SetNumExplicitHs(0)
        elif kind == "bond-removed":
            if m.GetNumBonds() == 0:
                return None
            b = m.GetBondWithIdx(rng.randrange(m.GetNumBonds()))
            m.RemoveBond(b.GetBeginAtomIdx(), b.GetEndAtomIdx())
        elif kind == "bond-added":
            if n < 4:
                return None
            i, j = rng.sample(range(n), 2)
            path = Chem.GetShortestPath(m, i, j)
            if m.GetBondBetweenAtoms(i, j) or (path and len(path) < 4):
                continue
            if m.GetAtomWithIdx(i).GetTotalNumHs() < 1 or m.GetAtomWithIdx(j).GetTotalNumHs() < 1:
                continue
            m.AddBond(i, j, Chem.BondType.SINGLE)
        elif kind == "order":
            if m.GetNumBonds() == 0:
                return None
            b = m.GetBondWithIdx(rng.randrange(m.GetNumBonds()))
            x, y = b.GetBeginAtom(), b.GetEndAtom()
            if b.GetBondType() == Chem.BondType.DOUBLE:
                b.SetBondType(Chem.BondType.SINGLE)
            elif b.GetBondType() == Chem.BondType.SINGLE and x.GetTotalNumHs() >= 1 and y.GetTotalNumHs() >= 1:
                b.SetBondType(Chem.BondType.DOUBLE)
            else:
                continue
            for a in (x, y):
                a.SetNoImplicit(False)
                a.SetNumExplicitHs(0)
        elif kind == "moved":
            ends = [a for a in m.GetAtoms() if a.GetDegree() == 1]
            if not ends:
                return None
            t = rng.choice(ends)
            a = t.GetNeighbors()[0]
            b = m.GetBondBetweenAtoms(t.GetIdx(), a.GetIdx())
            if b.GetBondType() != Chem.BondType.SINGLE:
                continue
            others = [x for x in a.GetNeighbors() if x.GetIdx() != t.GetIdx() and x.GetTotalNumHs() >= 1]
            if not others:
                continue
            c = rng.choice(others)
            m.RemoveBond(t.GetIdx(), a.GetIdx())
            m.AddBond(t.GetIdx(), c.GetIdx(), Chem.BondType.SINGLE)
            a.SetNoImplicit(False)
            a.SetNumExplicitHs(0)
            c.SetNoImplicit(False)
            c.SetNumExplicitHs(0)
        text = sanitized_smiles(Chem, m)
        if text is not None:
            return text
    return None


# Drawn by hand as models write them: (id, molecule SMILES, what the drawing shows, svg).
def hand_drawn():
    s = 30 * 0.866
    hexagon = [(100 + 30 * __import__("math").cos(__import__("math").radians(30 + 60 * k)),
                100 + 30 * __import__("math").sin(__import__("math").radians(30 + 60 * k))) for k in range(6)]

    def line(p, q, extra=""):
        return f'<line x1="{p[0]:.1f}" y1="{p[1]:.1f}" x2="{q[0]:.1f}" y2="{q[1]:.1f}" stroke="black" stroke-width="2"{extra}/>'

    def ring(doubles=(), circle=False):
        out = []
        for k in range(6):
            p, q = hexagon[k], hexagon[(k + 1) % 6]
            out.append(line(p, q))
            if k in doubles:
                # The inner line, shorter, offset towards the centre.
                c = (100, 100)
                pi = (p[0] + 0.2 * (c[0] - p[0]), p[1] + 0.2 * (c[1] - p[1]))
                qi = (q[0] + 0.2 * (c[0] - q[0]), q[1] + 0.2 * (c[1] - q[1]))
                out.append(line(pi, qi))
        if circle:
            out.append('<circle cx="100" cy="100" r="18" fill="none" stroke="black" stroke-width="2"/>')
        return out

    def svg(parts):
        return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 200">\n' + "\n".join(parts) + "\n</svg>\n"

    def text(x, y, t, anchor="middle"):
        return f'<text x="{x}" y="{y}" font-size="14" text-anchor="{anchor}" dominant-baseline="central">{t}</text>'

    top = hexagon[4]   # (100, 70): the ring's top vertex
    right = hexagon[0]
    out = []
    out.append(("hand-benzene-kekule", "c1ccccc1", "benzene, alternating lines", svg(ring((0, 2, 4)))))
    out.append(("hand-benzene-circle", "c1ccccc1", "benzene, a circle in the ring", svg(ring(circle=True))))
    out.append(("hand-cyclohexane", "C1CCCCC1", "cyclohexane as a hexagon", svg(ring())))
    out.append(("hand-cyclohexadiene", "c1ccccc1", "cyclohexa-1,3-diene for benzene (a double bond missing)",
                svg(ring((0, 2)))))
    out.append(("hand-phenol", "Oc1ccccc1", "phenol, OH label above",
                svg(ring((0, 2, 4)) + [line(top, (100, 48)), text(100, 38, "OH")])))
    out.append(("hand-toluene-ch3", "Cc1ccccc1", "toluene, CH3 label",
                svg(ring((1, 3, 5)) + [line(top, (100, 48)), text(100, 38, "CH<tspan baseline-shift=\"sub\" font-size=\"10\">3</tspan>")])))
    out.append(("hand-benzoic-co2h", "OC(=O)c1ccccc1", "benzoic acid, CO2H label",
                svg(ring((0, 2, 4)) + [line(right, (150, 115)), text(153, 115, "CO<tspan font-size=\"10\" dy=\"4\">2</tspan><tspan dy=\"-4\">H</tspan>", "start")])))
    out.append(("hand-benzoic-cooh", "OC(=O)c1ccccc1", "benzoic acid, COOH label",
                svg(ring((0, 2, 4)) + [line(right, (150, 115)), text(153, 115, "COOH", "start")])))
    out.append(("hand-nitrobenzene", "O=[N+]([O-])c1ccccc1", "nitrobenzene, NO2 label",
                svg(ring((0, 2, 4)) + [line(right, (150, 115)), text(153, 115, "NO₂", "start")])))
    out.append(("hand-anisole-ome", "COc1ccccc1", "anisole, OMe label",
                svg(ring((0, 2, 4)) + [line(right, (150, 115)), text(153, 115, "OMe", "start")])))
    out.append(("hand-anisole-meo", "COc1ccccc1", "anisole, MeO label on the left",
                svg(ring((0, 2, 4)) + [line(hexagon[3], (50, 85)), text(47, 85, "MeO", "end")])))
    out.append(("hand-tbutylbenzene", "CC(C)(C)c1ccccc1", "tert-butylbenzene, tBu label",
                svg(ring((0, 2, 4)) + [line(top, (100, 48)), text(100, 38, "tBu")])))
    out.append(("hand-benzonitrile", "N#Cc1ccccc1", "benzonitrile, CN label",
                svg(ring((0, 2, 4)) + [line(right, (150, 115)), text(153, 115, "CN", "start")])))
    out.append(("hand-aniline-h2n", "Nc1ccccc1", "aniline, H2N label on the left",
                svg(ring((0, 2, 4)) + [line(hexagon[3], (50, 85)), text(47, 85, "H<tspan font-size=\"10\" dy=\"4\">2</tspan><tspan dy=\"-4\">N</tspan>", "end")])))
    out.append(("hand-phenol-wrong-nh2", "Oc1ccccc1", "phenol drawn as aniline (NH2)",
                svg(ring((0, 2, 4)) + [line(top, (100, 48)), text(100, 38, "NH2")])))
    out.append(("hand-ethanol", "CCO", "ethanol, zigzag and OH",
                svg([line((40, 110), (66, 95)), line((66, 95), (92, 110)), text(100, 112, "OH", "start")])))
    out.append(("hand-acetone", "CC(C)=O", "acetone, C=O drawn as two lines",
                svg([line((40, 110), (66, 95)), line((66, 95), (92, 110)), line((63, 95), (63, 70)),
                     line((69, 95), (69, 70)), text(66, 62, "O")])))
    out.append(("hand-acetonitrile", "CC#N", "acetonitrile, triple bond",
                svg([line((40, 100), (70, 100)), line((70, 100), (100, 100)), line((70, 95), (100, 95)),
                     line((70, 105), (100, 105)), text(104, 100, "N", "start")])))
    out.append(("hand-unknown-label", "CCO", "ethanol with an R label (unknown)",
                svg([line((40, 110), (66, 95)), line((66, 95), (92, 110)), text(100, 112, "R", "start")])))
    out.append(("hand-ammonium-charge", "C[NH3+]", "methylammonium, NH3+ with a superscript",
                svg([line((40, 110), (70, 110)), text(74, 110, "NH<tspan font-size=\"10\" dy=\"4\">3</tspan><tspan font-size=\"10\" dy=\"-10\">+</tspan>", "start")])))
    out.append(("hand-caption", "CCO", "ethanol with a caption under it",
                svg([line((40, 110), (66, 95)), line((66, 95), (92, 110)), text(100, 112, "OH", "start"),
                     text(70, 160, "Ethanol")])))
    return out


def write():
    Chem = rdkit()
    jobs, entries = [], []
    rng_all = random.Random(45)
    mols = molecules()
    for k, (mid, name, smiles, origin) in enumerate(mols):
        rng = random.Random(f"{mid}-45")
        size = {"width": 300 + 40 * (k % 3), "height": 240 + 30 * (k % 2), "noFreetype": True}
        variants = [("none", smiles, size)]
        if k % 3 == 0:
            variants.append(("explicit-methyl", smiles, dict(size, explicitMethyl=True, bondLineWidth=1.5)))
        kinds = rng.sample(EDITS, 4)
        for kind in kinds:
            edited = edit(smiles, kind, rng)
            if edited:
                variants.append((kind, edited, size))
        if k % 60 == 0:
            variants.append(("glyphs", smiles, {"width": 300, "height": 240}))
        for kind, drawn, options in variants:
            did = mid if kind == "none" else f"{mid}--{kind}"
            same = canonical(drawn) == canonical(smiles)
            expected = "invalid" if kind == "glyphs" else ("pass" if same else "fail")
            jobs.append({"id": did, "smiles": drawn, "options": options})
            entries.append({"id": did, "molecule": name, "origin": origin, "edit": kind, "reference": smiles,
                            "drawn": drawn, "rdkit": "same" if same else "different", "expected": expected})
    run = subprocess.run(["node", str(ROOT / "scripts" / "dev" / "molecule_skeletal_draw.mjs")],
                         input=json.dumps(jobs), capture_output=True, text=True, check=True)
    drawn = json.loads(run.stdout)
    for e in entries:
        e["svg"] = drawn["drawings"][e["id"]]
        if e["edit"] == "glyphs" and e["svg"] and "<path class='atom-" not in e["svg"]:
            # Only carbons, no labels: nothing drawn as glyphs, RDKit's comparison stands.
            e["expected"] = "pass" if e["rdkit"] == "same" else "fail"
        e["drawer"] = "RDKit " + drawn["version"] + " MolDraw2DSVG" + (" (FreeType glyphs)" if e["edit"] == "glyphs" else "")
    for hid, smiles, what, svg in hand_drawn():
        m = Chem.MolFromSmiles(smiles)
        entries.append({"id": hid, "molecule": what, "origin": "written for this corpus", "edit": "hand",
                        "reference": Chem.MolToSmiles(m), "drawn": what, "rdkit": "-", "expected": None, "svg": svg,
                        "drawer": "by hand"})
    # Hand-drawn labels: what each drawing shows, by RDKit's verdict on the molecule drawn.
    hand_truth = {"hand-cyclohexadiene": "fail", "hand-phenol-wrong-nh2": "fail", "hand-unknown-label": "fail"}
    for e in entries:
        if e["edit"] == "hand":
            e["expected"] = hand_truth.get(e["id"], "pass")
            e["rdkit"] = "different" if e["expected"] == "fail" else "same"
    entries = [e for e in entries if e["svg"]]
    corpus = {"note": "tests/corpus/skeletal/README.md", "drawings": entries}
    with gzip.open(OUT / "corpus.json.gz", "wt", encoding="utf-8", compresslevel=9) as f:
        json.dump(corpus, f, separators=(",", ":"), sort_keys=True)
    print(f"{len(mols)} molecules, {len(entries)} drawings", file=sys.stderr)


def uncharge(smiles, rng):
    """The molecule with one charged atom's charge taken away (its hydrogens recomputed), or
    None when no such atom leaves a molecule RDKit sanitizes."""
    Chem = rdkit()
    base = Chem.MolFromSmiles(smiles)
    atoms = [a.GetIdx() for a in base.GetAtoms() if a.GetFormalCharge() != 0]
    rng.shuffle(atoms)
    for k in atoms:
        m = Chem.RWMol(base)
        a = m.GetAtomWithIdx(k)
        a.SetFormalCharge(0)
        a.SetNoImplicit(False)
        a.SetNumExplicitHs(0)
        text = sanitized_smiles(Chem, m)
        if text is not None:
            return text
    return None


def charged_hand_drawn():
    """Charges drawn by hand as models draw them: (id, molecule SMILES, what, svg, RDKit's verdict)."""
    import math
    hexagon = [(100 + 30 * math.cos(math.radians(30 + 60 * k)), 100 + 30 * math.sin(math.radians(30 + 60 * k)))
               for k in range(6)]

    def line(p, q):
        return f'<line x1="{p[0]:.1f}" y1="{p[1]:.1f}" x2="{q[0]:.1f}" y2="{q[1]:.1f}" stroke="black" stroke-width="2"/>'

    def ring():
        out = []
        for k in range(6):
            p, q = hexagon[k], hexagon[(k + 1) % 6]
            out.append(line(p, q))
            if k in (1, 3, 5):
                pi = (p[0] + 0.2 * (100 - p[0]), p[1] + 0.2 * (100 - p[1]))
                qi = (q[0] + 0.2 * (100 - q[0]), q[1] + 0.2 * (100 - q[1]))
                out.append(line(pi, qi))
        return out

    def text(x, y, t, anchor="middle"):
        return f'<text x="{x}" y="{y}" font-size="14" text-anchor="{anchor}" dominant-baseline="central">{t}</text>'

    def svg(parts):
        return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 200">\n' + "\n".join(parts) + "\n</svg>\n"

    right = hexagon[0]          # (126, 115)
    n = (160, 115)              # the nitro N, right of the ring
    sup = lambda s: f'<tspan font-size="10" dy="-6">{s}</tspan>'
    nitro_o = [line((n[0] + 6, n[1] - 6), (n[0] + 24, n[1] - 24)), text(n[0] + 30, n[1] - 30, "O"),
               line((n[0] + 6, n[1] + 6), (n[0] + 24, n[1] + 24))]
    second_line_up = [line((n[0] + 10, n[1] - 6), (n[0] + 28, n[1] - 24))]
    second_line_down = [line((n[0] + 10, n[1] + 6), (n[0] + 28, n[1] + 24))]
    nitro = "O=[N+]([O-])c1ccccc1"
    out = [
        ("hand-nitrobenzene-separated", nitro, "nitrobenzene, N+ and O- drawn",
         svg(ring() + [line(right, (n[0] - 8, n[1])), text(n[0], n[1], "N" + sup("+"))] + nitro_o + second_line_up
             + [text(n[0] + 30, n[1] + 30, "O" + sup("\u2212"))]), "same"),
        ("hand-nitrobenzene-pentavalent", nitro, "nitrobenzene as N(=O)=O, no charges (the textbook form)",
         svg(ring() + [line(right, (n[0] - 8, n[1])), text(n[0], n[1], "N")] + nitro_o + second_line_up
             + second_line_down + [text(n[0] + 30, n[1] + 30, "O")]), "same"),
        ("hand-nitrobenzene-uncharged", nitro, "nitrobenzene as N(=O)-O with no charges (O with one bond)",
         svg(ring() + [line(right, (n[0] - 8, n[1])), text(n[0], n[1], "N")] + nitro_o + second_line_up
             + [text(n[0] + 30, n[1] + 30, "O")]), "different"),
        ("hand-glycine-zwitterion", "[NH3+]CC(=O)[O-]", "glycine zwitterion, H3N+ and O-",
         svg([text(40, 110, "H<tspan font-size=\"10\" dy=\"4\">3</tspan><tspan dy=\"-4\">N</tspan>" + sup("+"), "middle"),
              line((56, 105), (80, 92)), line((80, 92), (106, 105)), line((106, 105), (106, 75)),
              line((112, 105), (112, 75)), text(109, 65, "O"), line((106, 105), (130, 118)),
              text(140, 122, "O" + sup("\u2212"))]), "same"),
        ("hand-glycine-neutral", "[NH3+]CC(=O)[O-]", "the zwitterion drawn as neutral glycine (H2N, OH)",
         svg([text(40, 110, "H<tspan font-size=\"10\" dy=\"4\">2</tspan><tspan dy=\"-4\">N</tspan>", "middle"),
              line((56, 105), (80, 92)), line((80, 92), (106, 105)), line((106, 105), (106, 75)),
              line((112, 105), (112, 75)), text(109, 65, "O"), line((106, 105), (130, 118)),
              text(140, 122, "OH")]), "different"),
        ("hand-sodium-acetate", "CC(=O)[O-].[Na+]", "sodium acetate, Na+ beside the anion",
         svg([line((40, 110), (66, 95)), line((66, 95), (92, 110)), line((63, 95), (63, 70)),
              line((69, 95), (69, 70)), text(66, 62, "O"), text(95, 112, "O" + sup("\u2212"), "start"),
              text(160, 114, "Na" + sup("+"), "start")]), "same"),
        ("hand-acetate-sodium-missing", "CC(=O)[O-].[Na+]", "sodium acetate without its Na+",
         svg([line((40, 110), (66, 95)), line((66, 95), (92, 110)), line((63, 95), (63, 70)),
              line((69, 95), (69, 70)), text(66, 62, "O"), text(95, 112, "O" + sup("\u2212"), "start")]),
         "different"),
        ("hand-ammonium-chloride-cl-uncharged", "[NH4+].[Cl-]", "ammonium chloride with Cl drawn uncharged",
         svg([text(60, 100, "NH<tspan font-size=\"10\" dy=\"4\">4</tspan>" + sup("+")),
              text(140, 100, "Cl")]), "different"),
    ]
    return out


def write_charged():
    """Adds the charged molecules (skeletal_molecules.CHARGED: RDKit's drawing, and one with a
    charge taken away) and the charges drawn by hand to corpus.json.gz, replacing those it added
    before; the other drawings stay as they are."""
    import skeletal_molecules
    Chem = rdkit()
    with gzip.open(OUT / "corpus.json.gz", "rt", encoding="utf-8") as f:
        corpus = json.load(f)
    kept = [e for e in corpus["drawings"] if e["origin"] not in ("skeletal_molecules.CHARGED", "charges drawn by hand")]
    jobs, entries = [], []
    for k, (name, smiles) in enumerate(skeletal_molecules.CHARGED.items()):
        mid = "charged-" + name.lower().replace(" ", "-").replace(",", "")
        ref = Chem.MolToSmiles(Chem.MolFromSmiles(smiles))
        size = {"width": 300 + 40 * (k % 3), "height": 240 + 30 * (k % 2), "noFreetype": True}
        variants = [("none", ref)]
        removed = uncharge(ref, random.Random(f"{mid}-45"))
        if removed:
            variants.append(("charge-removed", removed))
        for kind, drawn in variants:
            did = mid if kind == "none" else f"{mid}--{kind}"
            same = canonical(drawn) == canonical(ref)
            jobs.append({"id": did, "smiles": drawn, "options": size})
            entries.append({"id": did, "molecule": name, "origin": "skeletal_molecules.CHARGED", "edit": kind,
                            "reference": ref, "drawn": drawn, "rdkit": "same" if same else "different",
                            "expected": "pass" if same else "fail"})
    run = subprocess.run(["node", str(ROOT / "scripts" / "dev" / "molecule_skeletal_draw.mjs")],
                         input=json.dumps(jobs), capture_output=True, text=True, check=True)
    drawn = json.loads(run.stdout)
    for e in entries:
        e["svg"] = drawn["drawings"][e["id"]]
        e["drawer"] = "RDKit " + drawn["version"] + " MolDraw2DSVG"
    for hid, smiles, what, svg, verdict in charged_hand_drawn():
        entries.append({"id": hid, "molecule": what, "origin": "charges drawn by hand", "edit": "hand-charge",
                        "reference": Chem.MolToSmiles(Chem.MolFromSmiles(smiles)), "drawn": what, "rdkit": verdict,
                        "expected": "pass" if verdict == "same" else "fail", "svg": svg, "drawer": "by hand"})
    corpus["drawings"] = kept + [e for e in entries if e["svg"]]
    with gzip.open(OUT / "corpus.json.gz", "wt", encoding="utf-8", compresslevel=9) as f:
        json.dump(corpus, f, separators=(",", ":"), sort_keys=True)
    print(f"{len(entries)} charged drawings; {len(corpus['drawings'])} in all", file=sys.stderr)


EXAMPLE = ROOT / "examples" / "molecule" / "aspirin-skeletal-smiles"
EXAMPLE_SMILES = "CC(=O)Oc1ccccc1C(=O)O"
# The example's answers: (file, SMILES drawn, RDKit draw options, what the answer says first).
EXAMPLE_ANSWERS = [
    ("pass-rdkit-drawing", EXAMPLE_SMILES, {"width": 340, "height": 260, "noFreetype": True},
     "Here is the skeletal formula of aspirin (acetylsalicylic acid):"),
    ("pass-rdkit-explicit-methyl", EXAMPLE_SMILES,
     {"width": 300, "height": 240, "noFreetype": True, "explicitMethyl": True, "bondLineWidth": 1.5},
     "Aspirin, with the methyl group written out:"),
    ("fail-ester-oxygen-drawn-as-nitrogen", "CC(=O)Nc1ccccc1C(=O)O", {"width": 340, "height": 260, "noFreetype": True},
     "Here is aspirin as a skeletal formula:"),
    ("fail-carbonyl-drawn-single", "CC(O)Oc1ccccc1C(=O)O", {"width": 340, "height": 260, "noFreetype": True},
     "The skeletal formula of aspirin:"),
    ("fail-acid-moved-para", "CC(=O)Oc1ccc(C(=O)O)cc1", {"width": 340, "height": 260, "noFreetype": True},
     "Aspirin drawn as a skeletal formula:"),
    ("fail-drawn-as-carboxylate", "CC(=O)Oc1ccccc1C(=O)[O-]", {"width": 340, "height": 260, "noFreetype": True},
     "Aspirin (as its anion at physiological pH):"),
    ("invalid-labels-as-glyphs", EXAMPLE_SMILES, {"width": 340, "height": 260},
     "Here is aspirin (labels drawn as outlines):"),
]


def example():
    """examples/molecule/aspirin-skeletal-smiles/: a task whose reference is a SMILES string
    (`"reference_format": "smiles"`, no palette) with skeletal answers drawn by RDKit: its
    drawing of aspirin passes, drawings of edited molecules fail, labels as glyphs are invalid."""
    Chem = rdkit()
    m = Chem.MolFromSmiles(EXAMPLE_SMILES)
    task = {
        "schema": "plumbline/task@1", "id": "molecule/aspirin-skeletal-smiles", "domain": "molecule", "format": "svg",
        "prompt": "Draw the skeletal formula of aspirin (acetylsalicylic acid, SMILES " + EXAMPLE_SMILES + ") as an "
                  "SVG image: carbon atoms implicit at line ends and junctions, other atoms as text labels with "
                  "their hydrogens (OH), double bonds as two parallel lines.",
        "reference": EXAMPLE_SMILES, "reference_format": "smiles",
        "check": {"kind": "molecule", "bond_order": True},
        "meta": {"smiles": EXAMPLE_SMILES, "iupac": "2-acetyloxybenzoic acid", "atoms": m.GetNumHeavyAtoms(),
                 "bonds": m.GetNumBonds(),
                 "answers": "RDKit 2026.09.1 MolDraw2DSVG (scripts/dev/molecule_skeletal.py example)"},
    }
    jobs = [{"id": name, "smiles": smiles, "options": options} for name, smiles, options, _ in EXAMPLE_ANSWERS]
    run = subprocess.run(["node", str(ROOT / "scripts" / "dev" / "molecule_skeletal_draw.mjs")],
                         input=json.dumps(jobs), capture_output=True, text=True, check=True)
    drawn = json.loads(run.stdout)["drawings"]
    answers = EXAMPLE / "answers"
    answers.mkdir(parents=True, exist_ok=True)
    for f in answers.iterdir():
        f.unlink()
    (EXAMPLE / "task.json").write_text(json.dumps(task, indent=2, ensure_ascii=False) + "\n")
    for name, smiles, _, words in EXAMPLE_ANSWERS:
        same = canonical(smiles) == canonical(EXAMPLE_SMILES)
        assert same == name.startswith("pass") or name.startswith("invalid"), name
        (answers / (name + ".txt")).write_text(words + "\n\n```svg\n" + drawn[name].strip() + "\n```\n")
    print(f"{len(EXAMPLE_ANSWERS)} answers in {EXAMPLE}", file=sys.stderr)


def task_of(entry):
    return {"schema": "plumbline/task@1", "id": "skeletal/" + entry["id"], "domain": "molecule", "format": "svg",
            "prompt": "Draw the skeletal formula of the molecule " + entry["reference"] + " as SVG.",
            "reference": entry["reference"], "reference_format": "smiles",
            "check": {"kind": "molecule", "bond_order": True}}


def measure(plumb=None):
    plumb = plumb or PLUMB
    with gzip.open(OUT / "corpus.json.gz", "rt", encoding="utf-8") as f:
        corpus = json.load(f)
    lines = [json.dumps({"task": task_of(e), "candidate": e["svg"], "id": e["id"]}) for e in corpus["drawings"]]
    run = subprocess.run([str(plumb), "batch", "--no-timings"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True)
    reports = [json.loads(l) for l in run.stdout.splitlines() if l.strip()]
    verdict = {}
    for r in reports:
        verdict[r.get("line_id")] = (r.get("verdict"), sorted({d["code"] for d in r.get("diagnostics", [])
                                                           if d.get("severity") == "error"}))
    rows, agree = [], 0
    for e in corpus["drawings"]:
        got, codes = verdict.get(e["id"], ("missing", []))
        agree += got == e["expected"]
        rows.append("\t".join([e["id"], e["edit"], e["rdkit"], e["expected"], got, ",".join(codes) or "-"]))
    header = ("# id\tedit\trdkit (drawn molecule's canonical SMILES, stereo left out, vs the reference's)\t"
              "expected verdict\tplumbline verdict\tplumbline error codes")
    (OUT / "outcomes.tsv").write_text(header + "\n" + "\n".join(rows) + "\n")
    print(f"{agree} of {len(rows)} verdicts equal RDKit's", file=sys.stderr)
    for row in rows:
        f = row.split("\t")
        if f[3] != f[4]:
            print(row, file=sys.stderr)


def same_molecule(drawn, reference):
    """RDKit's comparison: the canonical SMILES (stereo left out) equal. A drawn SMILES RDKit
    refuses to sanitise (a pentavalent carbon, an uncharged nitro) is no reference's molecule."""
    return drawn is not None and canonical(drawn) is not None and canonical(drawn) == canonical(reference)


def chemfig_rows():
    """(answer id, reference name, its SMILES, RDKit same/different, expected, drawn SMILES, how):
    every chemfig answer pdflatex compiles, labelled with the molecule its page draws
    (scripts/dev/chemfig_drawn.py, established without Plumbline), judged against the SMILES of
    the molecule it is named for and of the next answer's."""
    import chemfig_drawn
    import chemfig_molecules
    import skeletal_molecules
    Chem = rdkit()
    compiled = set()
    for line in (ROOT / "tests" / "corpus" / "chemfig" / "outcomes.tsv").read_text().splitlines()[1:]:
        f = line.split("\t")
        if f[1] == "ok":
            compiled.add(f[0])
    drawn = chemfig_drawn.drawn()
    names = {mid: name for mid, name, _ in chemfig_molecules.MOLECULES}
    answers = [mid for mid, _, _ in chemfig_molecules.MOLECULES] + [mid for mid, _ in chemfig_molecules.EXTRA]
    answers = [mid for mid in answers if mid in compiled and mid in drawn]
    missing = sorted(compiled - set(drawn) - {m for m in compiled if m.startswith("invalid-")})
    if missing:
        raise SystemExit(f"no drawn SMILES for {missing} (scripts/dev/chemfig_drawn.py)")

    def reference_of(mid):
        name = names.get(mid)
        if name in skeletal_molecules.SMILES:
            return name, skeletal_molecules.SMILES[name]
        return mid, drawn[mid][0]

    rows = []
    for k, mid in enumerate(answers):
        own = drawn[mid]
        for ref_name, ref_smiles in (reference_of(mid), reference_of(answers[(k + 1) % len(answers)])):
            ref = Chem.MolToSmiles(Chem.MolFromSmiles(ref_smiles))
            same = same_molecule(own[0], ref)
            rows.append((mid, ref_name, ref, "same" if same else "different", "pass" if same else "fail",
                         own[0] or "illegible", own[1]))
    return rows


# chemfig answers whose verdict differs from RDKit's, each explained (tests/corpus/skeletal/README.md).
CHEMFIG_KNOWN = {}


def chemfig():
    rows = chemfig_rows()
    lines = []
    for mid, ref_name, ref, _, _, _, _ in rows:
        task = {"schema": "plumbline/task@1", "id": "chemfig/" + mid, "domain": "molecule", "format": "chemfig",
                "prompt": "Draw " + ref_name + " with chemfig.", "reference": ref, "reference_format": "smiles",
                "check": {"kind": "molecule", "bond_order": True}}
        text = (ROOT / "tests" / "corpus" / "chemfig" / "answers" / (mid + ".tex")).read_text()
        lines.append(json.dumps({"task": task, "candidate": text, "id": mid}))
    run = subprocess.run([str(PLUMB), "batch", "--no-timings"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True)
    reports = [json.loads(l) for l in run.stdout.splitlines() if l.strip()]
    out, agree = [], 0
    for (mid, ref_name, ref, rd, expected, drawn, how), r in zip(rows, reports):
        got = r.get("verdict")
        agree += got == expected
        codes = sorted({d["code"] for d in r.get("diagnostics", []) if d.get("severity") == "error"})
        out.append("\t".join([mid, ref_name, ref, rd, expected, got, ",".join(codes) or "-", drawn]))
        if got != expected:
            print(out[-1], file=sys.stderr)
    header = ("# chemfig answer (tests/corpus/chemfig/answers)\treference molecule\treference SMILES\t"
              "rdkit (the drawn molecule's canonical SMILES, stereo left out, vs the reference's)\t"
              "expected verdict\tplumbline verdict\tplumbline error codes\t"
              "drawn SMILES (tests/corpus/chemfig/drawn.tsv)")
    (OUT / "chemfig-outcomes.tsv").write_text(header + "\n" + "\n".join(out) + "\n")
    # The labels themselves, with how each was established.
    seen, drawn_rows = set(), []
    for mid, _, _, _, _, drawn, how in rows:
        if mid not in seen:
            seen.add(mid)
            drawn_rows.append("\t".join([mid, drawn, canonical(drawn) or "-" if drawn != "illegible" else "-", how]))
    (ROOT / "tests" / "corpus" / "chemfig" / "drawn.tsv").write_text(
        "# answer\tdrawn SMILES (what its pdflatex page shows; illegible: labels drawn over each other)\t"
        "RDKit canonical (- : RDKit refuses to sanitise it)\thow it was established "
        "(scripts/dev/chemfig_drawn.py)\n" + "\n".join(drawn_rows) + "\n")
    print(f"{agree} of {len(out)} chemfig verdicts equal RDKit's", file=sys.stderr)


if __name__ == "__main__":
    {"write": write, "write-charged": write_charged, "measure": measure, "chemfig": chemfig, "example": example}[sys.argv[1] if len(sys.argv) > 1 else "write"]()
