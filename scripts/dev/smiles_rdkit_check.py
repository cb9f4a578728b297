#!/usr/bin/python3
"""The SMILES reader against RDKit (dev only): for the example molecules' SMILES and a few
hand-picked ones (charged, fused, five-membered and refused rings), `plumb read smiles`
must give every atom RDKit's hydrogen count and, after RDKit's Kekulize, its total bond
order, and refuse exactly what RDKit refuses. Prints the differences and their count
(0 differ of 63 when written).

usage: /usr/bin/python3 scripts/dev/smiles_rdkit_check.py [build/plumb]   (Debian's python3-rdkit)
"""
import json
import pathlib
import subprocess
import sys

from rdkit import Chem, RDLogger

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXTRA = ['c1cc[nH]c1', 'c1ccncc1', 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', 'c1ccc2ccccc2c1', '[O-][n+]1ccccc1', 'c1ccsc1',
         'c1ccoc1', '[cH-]1cccc1', 'C[N+](C)(C)C', 'OB(O)O', 'CS(=O)(=O)C', 'P(=O)(O)(O)O', 'c1cc2cccc3c2c(c1)ccc3',
         'n1cnc2[nH]cnc2c1', 'c1ccnc1', 'c1cccc1', 'C1CC1C(=O)[O-].[Na+]']


def main():
    RDLogger.DisableLog('rdApp.*')
    plumb = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / 'build' / 'plumb')
    rows = (ROOT / 'examples' / 'molecule' / 'reference-smiles.tsv').read_text().splitlines()
    smiles = [r.split('\t')[1] for r in rows if r and not r.startswith('#')] + EXTRA
    differ = 0
    for s in smiles:
        r = json.loads(subprocess.run([plumb, 'read', 'smiles', '-'], input=s, capture_output=True, text=True).stdout)
        m = Chem.MolFromSmiles(s)
        if m is None or not r['ok']:
            if (m is None) != (not r['ok']):
                differ += 1
                print(f"refused by {'RDKit' if m is None else 'plumb'} only: {s}")
            continue
        ours = [a['hydrogens'] for a in r['scene']['molecule']['atoms']]
        if ours != [a.GetTotalNumHs() for a in m.GetAtoms()]:
            differ += 1
            print(f'hydrogens differ: {s}')
            continue
        k = Chem.Mol(m)
        Chem.Kekulize(k, clearAromaticFlags=True)
        theirs = [int(sum(b.GetBondTypeAsDouble() for b in a.GetBonds())) for a in k.GetAtoms()]
        valence = [0] * len(ours)
        for b in r['scene']['molecule']['bonds']:
            valence[b['a']] += b['order']
            valence[b['b']] += b['order']
        if valence != theirs:
            differ += 1
            print(f'Kekulé valences differ: {s}')
    print(f'{len(smiles)} SMILES; {differ} differ from RDKit')
    return 1 if differ else 0


if __name__ == '__main__':
    sys.exit(main())
