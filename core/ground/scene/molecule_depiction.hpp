// A molecule stated without a drawing (a SMILES string's Scene::molecule) drawn as a
// chemist draws it, so the page can show a SMILES reference: a skeletal formula at
// lay_out_molecule's places, carbons implicit, other atoms (and charged, isotopic or lone
// carbons) as their symbol with their hydrogens and charge ("OH", "NH3+"), bonds as one,
// two or three parallel lines (an aromatic bond as its Kekule order), stopping short of a
// label. Each item's source span is its atom's or bond's text, so a click on the picture
// finds the SMILES text.
#pragma once

#include "scene/molecule_layout.hpp"
#include "scene/scene.hpp"

namespace plumbline {

// The bond length a stated molecule is drawn at, scene units (the molecule check's reference
// atoms are placed at the same scale, so the page's panel and picture agree).
constexpr double kDepictionBondLength = 40;

// A Scene of segments and texts (format "smiles", its frame around them); `bond_length`
// in scene units. The atoms' places are lay_out_molecule's, scaled by it.
Scene depict_molecule(const SceneMolecule& m, double bond_length = kDepictionBondLength,
                      const MoleculeLayoutOptions& options = {});

// The label an atom of a stated molecule is drawn with, "" for a carbon drawn as a vertex.
std::string atom_label(const SceneAtom& atom, int degree);

}  // namespace plumbline
