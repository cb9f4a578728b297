// The molecule check (SSVG-Bench's molecular-structure task): read both drawings as
// molecules, compare their graphs, report the correspondence and every difference.
//
// The `ssvg` profile reproduces the published script (appendix F.2: parse_svg_file and
// the networkx.is_isomorphic comparison with node_match on `fill`):
// - Atoms: <circle> elements that are direct children of the root, labelled by their fill
//   attribute's text, so "#274a4a" and "#274A4A" differ, and a fill given in `style` or by
//   CSS is the empty label. Bonds: <line> children of the root whose two ends each lie
//   strictly within 0.1 of a circle centre, the first such circle in document order; a
//   line with both ends on one circle is a self-loop and counts; duplicate lines are one
//   edge. Paths, polylines, groups, <use> and styles are invisible to it.
// - Verdict: pass iff the two graphs are isomorphic with equal labels.
// Where this differs from the script:
// - Coordinates are the Scene's, with transforms applied; the script reads the raw cx, cy,
//   x1 ... attributes (a transform on a root child moves it here, not there), and raises on
//   values it cannot convert with float() ("10px"), where the reader here converts units.
// - The script finds elements only in the SVG namespace; a drawing without the xmlns
//   declaration has no atoms for it (an empty graph) but is read normally here.
// - A reference with no atoms is an invalid task here; the script compares empty graphs.
// - The isomorphism search has a step budget (check.budget); running out leaves the
//   verdict invalid, where networkx would search on.
// - The task's snap, if given, replaces the 0.1.
#include <algorithm>

#include "checks/molecule/molecule.hpp"

namespace plumbline {

namespace {

void append(std::vector<Diagnostic>& to, const std::vector<Diagnostic>& from) {
    to.insert(to.end(), from.begin(), from.end());
}

}  // namespace

namespace molecule {

std::shared_ptr<const CheckPreparation> prepare_check(const CheckOptions* options, Profile profile,
                                                      const Scene& reference, const Scene* /*input*/) {
    return prepare(options, profile, reference);
}

std::shared_ptr<const Prepared> prepare(const CheckOptions* options, Profile profile, const Scene& reference) {
    auto p = std::make_shared<Prepared>();
    p->kind = "molecule";
    p->profile = profile;
    const auto* given = dynamic_cast<const Options*>(options);
    p->options_ok = given != nullptr;
    if (!given) {
        // There are no default palette colours to fall back on.
        p->diagnostics.push_back(source_error("task.palette.missing", "task",
                                       "/check/palette: the molecule check was given no palette."));
        return p;
    }
    p->options = *given;
    // A stated reference (SMILES) has aromatic rings: orders compare up to the Kekulé structure.
    p->options.alternation = reference.molecule.has_value();
    p->reference = read_molecule(reference, p->options, profile, "reference");
    const bool circle_atoms = std::any_of(p->reference.atoms.begin(), p->reference.atoms.end(),
                                          [](const Atom& a) { return a.element.empty(); });
    if (!p->options.palette.by_color() && !p->reference.stated && circle_atoms) {
        // Circles stand for elements only through a palette: compared without one, every
        // atom would be "no element" and any skeleton of the right shape would pass.
        p->diagnostics.push_back(source_error(
            "task.palette.missing", "task",
            "/check/palette: the reference draws its atoms as circles, whose colours stand for elements only "
            "through a palette; give one (element symbol to colour), or state the reference as SMILES."));
        p->options_ok = false;
        return p;
    }
    append(p->diagnostics, p->reference.diagnostics);
    p->graph = graph_of(p->reference, p->options, profile, p->labels);
    return p;
}

void check(const CheckInput& in, Report& report) {
    report.verdict = Verdict::Invalid;
    // The task's own preparation when it was prepared for this profile, else one made now.
    std::shared_ptr<const Prepared> own;
    const Prepared* prepared = nullptr;
    if (in.prepared && in.prepared->kind == "molecule" && in.prepared->profile == in.profile)
        prepared = static_cast<const Prepared*>(in.prepared);
    else
        prepared = (own = prepare(in.options, in.profile, in.reference)).get();
    if (in.candidate.molecule && prepared->options_ok && prepared->options.bond_order && !prepared->options.alternation) {
        // A stated answer (SMILES) against a drawn reference: orders up to the Kekulé structure too.
        auto copy = std::make_shared<Prepared>(*prepared);
        copy->options.alternation = true;
        copy->labels.clear();
        copy->graph = graph_of(copy->reference, copy->options, in.profile, copy->labels);
        prepared = (own = copy).get();
    }
    append(report.diagnostics, prepared->diagnostics);
    if (!prepared->options_ok) return;

    const bool ssvg = in.profile == Profile::Ssvg;
    const Drawing& reference = prepared->reference;
    const Drawing candidate = read_molecule(in.candidate, prepared->options, in.profile, "candidate");
    append(report.diagnostics, candidate.diagnostics);
    if (reference.over_limit || candidate.over_limit) return;
    if (reference.atoms.empty()) {
        report.diagnostics.push_back(source_error(
            "molecule.reference.empty", "task",
            ssvg ? "The reference drawing has no <circle> child of its root, so the script's graph is empty and no "
                   "answer could fail; check the task's reference."
                 : "The reference drawing has no filled circle, so there is no molecule to compare with; check the "
                   "task's reference."));
        return;
    }
    if (candidate.atoms.empty())
        report.diagnostics.push_back(source_error(
            "molecule.candidate.empty", "candidate",
            ssvg ? "The drawing has no <circle> child of its root element, so the script sees no atoms."
                 : "The drawing has no filled circles, so it shows no atoms; atoms are to be drawn as circles filled "
                   "with their element's palette colour."));

    report_comparison(Comparison{in.reference, in.candidate, *prepared, candidate, in.verdict_only}, report);
}

const CheckKind check_kind{"molecule", read_options, prepare_check, check, codes};

}  // namespace molecule

}  // namespace plumbline
