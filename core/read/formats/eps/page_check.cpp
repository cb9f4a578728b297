// Where Ghostscript's page cuts the drawing. `gs -dEPSCrop` crops the page to the
// %%BoundingBox only for a file that declares itself EPS (a first line `%!PS-Adobe-... EPSF-`)
// with the box in its header; any other file is drawn on Ghostscript's default page (A4
// here, or the %%DocumentMedia size the program sets), whose edges cut what lies past them: a MetaPost `%!PS` figure around the origin, a
// box given `(atend)` larger than the page. The reading keeps such ink whole, so it says so.
#include "formats/eps/machine.hpp"

#include <cstdio>
#include <utility>

namespace plumbline::eps {

namespace {

bool declares_eps(std::string_view text) {
    const size_t eol = text.find_first_of("\r\n");
    const std::string_view first = text.substr(0, eol == std::string_view::npos ? text.size() : eol);
    return first.substr(0, 11) == "%!PS-Adobe-" && first.find("EPSF") != std::string_view::npos;
}

// The page size %%DocumentMedia gives (`%%DocumentMedia: name width height ...`: cairo's
// PostScript sets it with setpagedevice, which Ghostscript follows), else A4.
std::pair<double, double> media_of(std::string_view text) {
    const size_t at = text.find("%%DocumentMedia:");
    if (at == std::string_view::npos) return {595, 842};
    const size_t eol = text.find_first_of("\r\n", at);
    std::string line(text.substr(at + 16, eol == std::string_view::npos ? std::string_view::npos : eol - at - 16));
    char name[64];
    double w = 0, h = 0;
    if (std::sscanf(line.c_str(), "%63s %lf %lf", name, &w, &h) == 3 && w > 0 && h > 0 && w < 1e6 && h < 1e6)
        return {w, h};
    return {595, 842};
}

}  // namespace

void Machine::note_off_page() {
    const size_t first_box = text_.find("%%BoundingBox:");
    if (declares_eps(text_) && dsc_.box && first_box == dsc_.box_offset) return;   // cropped to its box
    // The page in default user space, in the Scene's coordinates.
    const auto [width, height] = media_of(text_);
    const double x0 = 0, x1 = width, y0 = flip_y_ - height, y1 = flip_y_;
    constexpr double kSlack = 1.0;   // bp: a stroke's half width, rounding
    int off = 0;
    for (const Item& item : out_.scene.items) {
        if (item.kind() == ItemKind::Text) continue;   // glyphs are not judged by their box
        const Box b = bounds(item.geometry);
        if (b.empty) continue;
        if (b.min.x() < x0 - kSlack || b.max.x() > x1 + kSlack || b.min.y() < y0 - kSlack || b.max.y() > y1 + kSlack)
            ++off;
    }
    if (off == 0) return;
    reporter_.add(Severity::Warning, "eps.page.outside",
                  std::to_string(off) + " of the drawing's items lie partly off Ghostscript's page: the file " +
                      (declares_eps(text_) ? std::string("gives its %%BoundingBox (atend), and `gs -dEPSCrop` crops only "
                                                         "to a box in the header,")
                                           : std::string("does not declare itself EPS (`%!PS-Adobe-3.0 EPSF-3.0`),")) +
                      " so Ghostscript draws it on its page (A4, or the size %%DocumentMedia gives) and cuts what lies "
                      "past its edges; the reading keeps "
                      "those items whole.",
                  0, 1);
}

}  // namespace plumbline::eps
