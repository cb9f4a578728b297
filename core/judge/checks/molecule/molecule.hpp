// The molecule check's moving parts, shared by its files: the task's parameters (palette
// and options), a drawing read as a molecule (atoms, bonds and what could not be read),
// and the comparison's findings turned into a report.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "checks/molecule/molecule_check.hpp"
#include "checks/molecule/result.hpp"
#include "graph/graph.hpp"

namespace plumbline::molecule {

// The task's palette: element symbol -> colour. Symbols with the same colour form one
// class (B and Cl, or Eu, Lu and U in the benchmark's palette); atoms are compared by
// class, as the benchmark's script does, and messages name every symbol of a class.
// A task without a palette has none: then the classes are the elements themselves (class
// = atomic number, 0 for SMILES's any-atom `*`), and an atom that states its element
// (SMILES, a skeletal label) is compared by its symbol; a circle's colour stands for none.
class Palette {
public:
    struct Class {
        Color color;
        std::vector<std::string> symbols;   // in the task's order
        std::string name;                   // "C", "B/Cl"
        std::string text;                   // the colour as the task writes it (first symbol's), for ssvg labels
    };
    void add(const std::string& symbol, const Color& color, const std::string& text = std::string());
    // Whether the task gave colours: false, classes are elements.
    bool by_color() const { return !classes_.empty(); }
    // The class of an atom that states its element: the palette class holding the symbol
    // (-1 when none does), or with no palette its atomic number (0 for "*"; -1 for no element).
    int symbol_class(const std::string& symbol) const;
    // Call once all entries are in: the colour tolerance becomes 0.4 of the smallest
    // distance between two classes (never more than 0.06), so the nearest class within it
    // is unambiguous and EPS's two-decimal floats still land on their entry.
    void finish();

    const std::vector<Class>& classes() const { return classes_; }
    int classify(const Color& c) const;     // class within tolerance, else -1
    int nearest(const Color& c, double* distance = nullptr) const;  // closest class, ignoring tolerance
    const std::string& name(int cls) const; // "?" for -1
    int hydrogen() const { return by_color() ? hydrogen_ : 1; }  // class holding "H", or -1
    double tolerance() const { return tolerance_; }

private:
    std::vector<Class> classes_;
    int hydrogen_ = -1;
    double tolerance_ = 0.06;
};

// How a drawing shows its molecule (docs/molecule.md, "Which convention"): atoms as
// circles filled with palette colours (SSVG-Bench's), or a skeletal formula (lines, atoms
// other than carbon as labels). Auto: decided from the drawing.
enum class Convention { Auto, Circles, Skeletal };

struct Options : CheckOptions {
    Palette palette;
    Convention convention = Convention::Auto;   // the task's `convention`                        // empty: atoms compared by element symbol
    bool bond_order = false;                // compare bond orders (parallel lines; a SMILES reference's stated orders)
    // Bond orders compared up to the Kekulé structure (scene/kekule.hpp): set by prepare()
    // when the reference states its molecule (SMILES), whose aromatic rings any Kekulé
    // structure drawn must match. Drawn references keep comparing orders as drawn.
    bool alternation = false;
    std::optional<double> snap;             // scene units past an atom's edge; default from the drawing
    std::int64_t budget = 500'000;          // isomorphism and partial-mapping search steps
};

// An atom: drawn (a circle, its class from its colour) or stated (a SMILES atom, and
// next a skeletal formula's label: its class from its element symbol).
struct Atom {
    int item = -1;                          // the circle's scene item; -1 for a stated atom
    int cls = -1;                           // palette class, -1 for a colour (or symbol) in no class
    std::string label;                      // ssvg: the fill attribute as written
    Vec2 center{0, 0};
    double radius = 0;
    // A stated atom's chemistry (empty element for a circle, which has only its colour).
    std::string element;                    // "C", "Cl"
    int charge = 0;
    int hydrogens = 0;                      // attached hydrogens (implied or written; folded [H] atoms included)
    Span span;                              // where it is written
};

// A bond: drawn (lines between two atoms, their count its order) or stated (its order given).
struct Bond {
    int a = -1, b = -1;                     // atom indices, a < b
    std::vector<int> items;                 // the lines' scene items: their count is the order
    int stated_order = 0;                   // a stated bond's order (SMILES: the Kekulé structure's); 0 when drawn
    bool aromatic = false;                  // stated aromatic
    Span span;                              // where a stated bond is written
    int order() const { return stated_order > 0 ? stated_order : static_cast<int>(items.size()); }
};

// A drawing read as a molecule. Diagnostics are about the drawing itself (an unknown
// colour, a bond end attached to nothing), with `source` set to the drawing's role.
struct Drawing {
    std::vector<Atom> atoms;
    std::vector<Bond> bonds;                // sorted by (a, b)
    std::vector<int> loops;                 // ssvg: atoms with a line from the atom to itself
    double bond_length = 0;                 // typical: median nearest-neighbour centre distance
    double snap = 0;                        // allowed gap between a line end and an atom's edge
    std::vector<Diagnostic> diagnostics;
    bool over_limit = false;                // too large to read: nothing can be judged
    bool stated = false;                    // the molecule is stated (SMILES), not drawn: no geometry
};

// The default reading: filled circles (also circles drawn as paths) are atoms; straight
// lines (line elements, path and polyline pieces) whose two ends snap to two atoms are
// bonds; parallel companions of a bond add to its order.
Drawing read_molecule(const Scene& scene, const Options& options, const std::string& source);

// A reading's diagnostic about one item of the scene (-1: none): located at its source.
Diagnostic item_diagnostic(const std::string& code, Severity severity, const std::string& source, const Scene& scene,
                           int item, std::string message);

// A skeletal formula (read_skeletal.cpp): lines as bonds (parallel lines a double or triple
// bond, wedges and hashes single), carbons at line ends and junctions, labels as the atoms
// and groups they name (labels.hpp), a circle inside a ring an aromatic ring. Atoms state
// their elements, as a SMILES atom does.
Drawing read_skeletal(const Scene& scene, const Options& options, const std::string& source);
// Whether the scene draws anything a skeletal formula is made of (a stroked line, a text).
bool has_skeletal_marks(const Scene& scene);

// The published script's reading (appendix F.2): <circle> and <line> elements that are
// direct children of the root; atoms labelled by their fill attribute's text; a line end
// belongs to the first circle whose centre is within 0.1 (or the task's snap).
Drawing read_molecule_ssvg(const Scene& scene, const Options& options, const std::string& source);

// A molecule the scene states (Scene::molecule, from SMILES): its heavy atoms, classed by
// symbol, with hydrogen atoms written as atoms ([H]) folded into their neighbour's count,
// as drawings leave hydrogens out; its bonds with their stated orders.
Drawing read_stated_molecule(const Scene& scene, const Options& options, const std::string& source);

// A nitro group with five bonds on its N (R-N(=O)=O) made charge-separated,
// R-[N+](=O)[O-], as RDKit's sanitization cleans it up (nitro.cpp). For readings that
// state elements and orders (SMILES, skeletal formulas).
void charge_separate_nitro(Drawing& d);

// The reading of the profile: read_stated_molecule for a scene that states its molecule,
// else read_molecule_ssvg for ssvg, else by the task's convention: circles (read_molecule),
// a skeletal formula (read_skeletal), or with Auto circles when the drawing has filled
// circles and a skeletal formula when it has none but lines or texts.
Drawing read_molecule(const Scene& scene, const Options& options, Profile profile, const std::string& source);

// The graph of a drawing as the profile compares it: nodes labelled by palette class and
// edges by bond order when the task compares orders (default); nodes labelled by their
// fill text, interned into `labels`, which both drawings share (ssvg).
graph::Graph graph_of(const Drawing& d, const Options& options, Profile profile, std::vector<std::string>& labels);

// With Options::alternation: per reference bond, the order the drawing should show under
// the correspondence a_to_b (its stated order; a bond of an alternating ring its order in the
// reference's Kekulé structure closest to the candidate's drawn double bonds).
std::vector<int> expected_orders(const Drawing& reference, const graph::Graph& labels, const Drawing& candidate,
                                 const std::vector<int>& a_to_b);

// What the check works out once per task (CheckPreparation): the options, the
// reference read as a molecule, and its graph with the label texts it interned (ssvg).
struct Prepared : CheckPreparation {
    bool options_ok = false;                // false: the check was given no options (a Task built by hand)
    Options options;
    std::vector<Diagnostic> diagnostics;    // the options' and the reference drawing's
    Drawing reference;
    graph::Graph graph;
    std::vector<std::string> labels;
    // What the report's reference summary counts (atom_count + bond_count).
    int reference_size() const override { return static_cast<int>(reference.atoms.size() + reference.bonds.size()); }
};
std::shared_ptr<const Prepared> prepare(const CheckOptions* options, Profile profile, const Scene& reference);

// Fills the report's molecule result, the requirements (one per reference atom and bond), the
// diagnostics explaining every difference, the score and the verdict.
struct Comparison {
    const Scene& reference_scene;
    const Scene& candidate_scene;
    const Prepared& prepared;               // the reference side, and the profile
    const Drawing& candidate;
    bool verdict_only = false;              // CheckInput::verdict_only: no requirements or words
};
void report_comparison(const Comparison& c, Report& report);

// Words for messages.
std::map<std::string, int> class_counts(const Drawing& d, const Palette& palette);  // class name -> atoms
std::string formula_of(const std::map<std::string, int>& counts);  // "C8NO", Hill order; "(B/Cl)2"
std::string formula(const Drawing& d, const Palette& palette);
std::string atom_name(const Drawing& d, int atom, const Palette& palette);  // "atom 3 (N)"

}  // namespace plumbline::molecule
