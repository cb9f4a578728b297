"""What each chemfig corpus answer draws (tests/corpus/chemfig/answers), established without
Plumbline: each answer's chemfig source read by hand and its pdflatex page (chemfig_corpus.py
compile, then rsvg-convert) looked at, atom by atom, in contact sheets
(`chemfig_corpus.py sheets`). The label of an answer is the molecule it draws, not the one it
is named for: a chemfig ring given more bonds than its size drops the rest (and the branches
on them), a ring nested with one bond too few stays open, a bond without an angle continues
in the previous direction and can put two atoms at one place.

DRAWN[id] = (SMILES of the molecule drawn, how it was established). Where the page shows the
named molecule, the SMILES is the name's (skeletal_molecules.SMILES) and `how` is "as named".
Labels are read as a chemist reads them: a heteroatom carries the hydrogens its label shows,
no more (`O` on one single bond is [O], not OH), charges as drawn. A drawing whose labels
overlap so that no one molecule can be read is ILLEGIBLE: its SMILES is None and its right
verdict is fail (the answer does not show the molecule). RDKit canonicalises the SMILES; one
RDKit refuses to sanitise (a drawn pentavalent carbon, an uncharged nitro or ozone) is kept as
written and is a different molecule from any reference (references all sanitise).
"""

AS_NAMED = "as named: the page shows the named molecule"

# Answers whose page shows another molecule than the name, or no legible one.
OTHER = {
    "naphthalene": ("C1=CC2=C(=CC1)C=CC=C2",
                    "page: the fused bond and the next ring bond both double (a pentavalent ring-fusion carbon), "
                    "a CH2 in the left ring: the nested ring's bonds are placed one step on"),
    "anthracene": ("C1=CC2=C(=CC1)C=C1C=CC=CC1=C2",
                   "page: as naphthalene, a fusion carbon of the left ring with two double bonds, a CH2"),
    "phenanthrene": ("C1=CC=C(=CC1)C1=CC=CC=C1=CC",
                     "page: the middle ring never closes; two six-rings joined by a bond, a vinyl-like C=C-CH3 "
                     "on the second, two pentavalent carbons"),
    "indole": ("CC=CNc1ccccc1",
               "page: the five-ring's last bond ends 10 pt short of the benzene ring (nested *5 with four bonds "
               "stays open): N-propenylaniline"),
    "caffeine": (None,
                 "page: illegible, an N drawn over an O (the ring code leaves the six-ring open and puts =O and "
                 "N-CH3 at one place)"),
    "ibuprofen": ("CC(Cc1ccccc1)C(=O)O",
                  "page: the isobutyl branch sits on a seventh ring bond, which chemfig drops: "
                  "2-methyl-3-phenylpropanoic acid"),
    "acetophenone": (None, "page: illegible, CH3 drawn over the O of C=O (the -CH3 bond continues upwards)"),
    "nicotine": ("CCCN(C)Cc1ccncc1",
                 "page: the *5 ring in a branch has four bonds and stays open; the pyridine bears it para to N"),
    "trimethyl-phosphate": (None, "page: illegible, one CH3 drawn over the P (the -[4]O-CH3 branch turns back)"),
    "serotonin": ("CC(CCN)=CNc1ccc(O)cc1",
                  "page: the five-ring stays open (its last bond ends 10 pt short of the benzene ring)"),
    "vanillin": ("COc1cccc(C=O)c1",
                 "page: the OH sits on a seventh ring bond, dropped: 3-methoxybenzaldehyde"),
    "nitromethane": ("CN(=O)[O]",
                     "page: H3C-N(=O)-O without charges: N with four bonds and an O with one, neither charged"),
    "ozone": ("O=[O][O]", "page: O=O-O without charges"),
    "benzophenone": (None, "page: illegible, the O of C=O drawn over the second ring's first carbon"),
    "acetanilide": (None, "page: illegible, CH3 drawn over the O of C=O"),
    "pyrimidine": ("c1cnccn1", "page: the N are 1,4 (pyrazine): `*6(-N=-=N-=)` puts them three bonds apart"),
    "cytosine": ("NC1=NCNC=C1",
                 "page: the C=O sits on a seventh ring bond, dropped; the ring carbon it was on is CH2"),
    "adenine": ("CN=CNC1=CC=NC=N1",
                "page: the NH2 sits on a seventh ring bond, dropped; the five-ring stays open (N=CH-NH chain "
                "ending in a CH3 10 pt from the ring)"),
    "guanine": ("CN=CNC1=CCNC(N)=N1",
                "page: the C=O sits on a seventh ring bond, dropped (a CH2 in the ring); the five-ring stays open"),
    "toluene-angle": ("c1ccccc1", "page: the methyl sits on a seventh ring bond, dropped: benzene"),
}

# Answers not in chemfig_molecules.MOLECULES (chemfig_molecules.EXTRA): what each draws.
EXTRA = {
    "two-molecules": ("CO.c1ccccc1", "page: methanol and benzene side by side"),
    "chemname": ("Oc1ccccc1", "page: phenol, the name Phenol under it"),
    "submol": ("Cc1ccccc1", "page: toluene (the submolecule -CH3)"),
    "bond-colour": ("CO", "page: methanol, the bond red"),
    "setchemfig-style": ("c1ccccc1", "page: benzene, thick bonds"),
    "comments-lines": ("Oc1ccccc1", "page: phenol"),
    # named D-glucose (open chain), a name skeletal_molecules.py lacks
    "glucose-chain": ("O=CC(O)C(O)C(O)C(O)CO", "page: open-chain glucose as a Fischer projection, as named"),
}


def drawn():
    """{answer id: (SMILES or None, how)} for every answer pdflatex compiles."""
    import chemfig_molecules
    import skeletal_molecules
    out = {}
    for mid, name, _ in chemfig_molecules.MOLECULES:
        if mid in OTHER:
            out[mid] = OTHER[mid]
        elif name in skeletal_molecules.SMILES:
            out[mid] = (skeletal_molecules.SMILES[name], AS_NAMED)
    out.update(EXTRA)
    return out
