// Why the default profile and the ssvg profile (the published scripts' reading) judge one
// answer differently (results.hpp, difference_reason), named from the answer's two compact
// reports: which side passes, what the failing side did not find (its unmet requirements,
// the molecule's atoms, bonds and formula as each reading counted them) and the answer's
// format. The reasons are the differences docs/match.md, docs/molecule.md and
// docs/published-pipelines.md list; one line each, the same for the page and the CLI.
#include <set>

#include "bundle/results.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

std::string text_of(const json& object, const char* key) {
    const auto it = object.is_object() ? object.find(key) : object.end();
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

const json& member_or_null(const json& object, const char* key) {
    static const json null;
    const auto it = object.is_object() ? object.find(key) : object.end();
    return it == object.end() ? null : *it;
}

long count_of(const json& object, const char* key) {
    const json& v = member_or_null(object, key);
    return v.is_number_integer() ? v.get<long>() : -1;
}

// The codes of a report's diagnostics at `severity` ("" for all).
std::set<std::string> codes(const json& report, const std::string& severity = "") {
    std::set<std::string> out;
    for (const json& d : member_or_null(report, "diagnostics"))
        if (d.is_object() && (severity.empty() || text_of(d, "severity") == severity)) out.insert(text_of(d, "code"));
    return out;
}

// The kinds of the unmet requirements (a compact report lists only those).
std::set<std::string> unmet(const json& report) {
    std::set<std::string> out;
    for (const json& r : member_or_null(report, "requirements"))
        if (r.is_object() && member_or_null(r, "satisfied") == false) out.insert(text_of(r, "kind"));
    return out;
}

// The first error code of a report, for an invalid one.
std::string first_error(const json& report) {
    for (const json& d : member_or_null(report, "diagnostics"))
        if (text_of(d, "severity") == "error") return text_of(d, "code");
    return "";
}

struct Reason {
    std::string key, text;
};

bool graphic(const std::string& format) { return format == "tikz" || format == "eps"; }

// The molecule check, the default passing and the script not: what the script's graph
// lacks, from its diagnostics and the two readings' counts of the answer.
Reason molecule_reason(const json& d, const json& s, const std::string& format) {
    const json& cd = member_or_null(member_or_null(d, "molecule"), "candidate");
    const json& cs = member_or_null(member_or_null(s, "molecule"), "candidate");
    const long atoms_d = count_of(cd, "atom_count"), atoms_s = count_of(cs, "atom_count");
    const long bonds_d = count_of(cd, "bond_count"), bonds_s = count_of(cs, "bond_count");
    const std::set<std::string> c = codes(s);
    const bool page = graphic(format);
    if (atoms_d > 0 && atoms_s == 0)
        return page ? Reason{"molecule.no-atoms-on-page", "the script finds no atom on the page pdf2svg writes"}
                    : Reason{"molecule.no-atoms-read", "the script reads no atom: the circles are drawn as paths or inside a group, not as <circle> children of the root"};
    if (text_of(cs, "formula").find('?') != std::string::npos)
        return page ? Reason{"molecule.split-at-page-edge", "atoms at the page's edge, which pdf2svg writes as two paths: the script finds atoms of no element and loose pieces"}
                    : Reason{"molecule.circles-of-no-element", "circles of a colour outside the palette, which the script takes as atoms of no element"};
    if (c.count("molecule.atom.element") || (c.count("molecule.atom.missing") && atoms_s == atoms_d && bonds_s == bonds_d))
        return page ? Reason{"molecule.colour-as-pdf2svg-writes", "atom colours as pdf2svg writes them (rgb(15.3%,29%,29%)), which the script compares as strings with the palette's hex"}
                    : Reason{"molecule.colour-spelling", "atom colours spelled other than the palette's string (capitals, rgb(), a name, a style), which the script compares as strings"};
    if (c.count("molecule.bond.dangling"))
        return {"molecule.bond-ends-off-centre", "bond ends more than the script's 0.1 units from an atom's centre (bonds to the atoms' edges, double bonds as offset lines): the script drops them"};
    if (bonds_s >= 0 && bonds_d >= 0 && bonds_s < bonds_d)
        return {"molecule.bonds-not-lines", "bonds the script does not read: drawn as paths or polylines, not <line> elements"};
    if (atoms_s >= 0 && atoms_s < atoms_d)
        return {"molecule.atoms-not-circles", "atoms the script does not read: circles drawn as paths or inside a group"};
    return {"molecule.other-difference", "the script's graph of the answer differs from the drawing's in another way"};
}

// The match check, the default passing and the scripts not.
Reason match_reason(const json& s, const std::string& format) {
    if (graphic(format))
        return {format + ".crop-shift", std::string("the published pipeline judges the ") +
                                            (format == "tikz" ? "pdflatex page cropped to the picture"
                                                              : "Ghostscript page cropped to the bounding box") +
                                            ": every coordinate moves by the crop's corner, so reference items are not found where the task puts them"};
    const std::set<std::string> kinds = unmet(s);
    if (kinds.count("circle")) {
        for (const json& r : member_or_null(s, "requirements"))
            if (text_of(r, "kind") == "circle" && member_or_null(r, "error").is_null())
                return {"svg.circle-not-element", "a circle drawn as a <path> (or an ellipse): the scripts take circles only from <circle> elements"};
        return {"svg.circle-greedy-or-moved", "the scripts' greedy best-overlap choice, or their reading without group transforms, puts the circle elsewhere"};
    }
    if (kinds.count("ellipse"))
        return {"svg.ellipse-not-read", "an ellipse the scripts do not read as one: a path, or a transform on a group"};
    if (kinds.count("segment"))
        return {"svg.segment-not-read", "a line where the scripts do not read it: a group's transform they ignore, relative path commands, a line drawn in three or more pieces"};
    return {"svg.other-difference", "the scripts' reading misses a reference item the drawing shows"};
}

}  // namespace

BundleDifference difference_reason(const json& d, const json& s) {
    BundleDifference out;
    const json& id = member_or_null(d, "line_id");
    out.model = text_of(id, "model");
    out.task = text_of(id, "task");
    const std::string format = text_of(id, "format");
    const std::string vd = text_of(d, "verdict"), vs = text_of(s, "verdict");
    const std::string check = text_of(d, "check");
    const std::set<std::string> cs = codes(s, "error");
    Reason r;
    if (vs == "invalid" && cs.count("read.published.raises"))
        r = {"published.unreadable-number", "the scripts cannot read a number in the drawing (their float() raises on a value such as \"100%\"), so they score it 0"};
    else if (vs == "invalid" && cs.count("constraints.given.missing"))
        r = {"published.no-text.given", "the published reading keeps no text, so the given points, named by their labels, are not found: the scripts cannot judge the task"};
    else if (vs == "invalid")
        r = {"ssvg-invalid." + first_error(s), "only the published reading finds the answer unusable (" + first_error(s) + ")"};
    else if (vd == "invalid")
        r = {"default-invalid." + first_error(d), "only the default reading finds the answer unusable (" + first_error(d) + ")"};
    else if (vd == "pass" && cs.count("diagram.candidate.empty"))
        r = {"published.no-text.labels", "the published reading keeps no text: the diagram's node labels are not read, so it has no nodes"};
    else if (vd == "pass" && check == "molecule")
        r = molecule_reason(d, s, format);
    else if (vd == "pass" && check == "match")
        r = match_reason(s, format);
    else if (vd == "pass")
        r = {"ssvg-fails." + check, "the published reading fails what the default passes (" + check + " check)"};
    else if (check == "molecule" && codes(d).count("molecule.bond.order"))
        r = {"molecule.bond-order", "a bond drawn with another order than the reference's: the script has no bond orders"};
    else if (check == "match")
        r = {"default-tolerance", "an item off by more than the default's tolerance (scaled to the drawing) and less than the scripts' fixed 10 units"};
    else
        r = {"default-fails." + check, "the default fails what the published reading passes (" + check + " check)"};
    out.reason = r.key;
    out.text = r.text;
    return out;
}

}  // namespace plumbline
