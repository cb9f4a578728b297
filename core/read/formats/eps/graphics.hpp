// The graphics state and the current path. Points are kept in page space (default user
// space: bp, y up), transformed by the CTM when they are added, as PostScript does, so a
// later `translate` or `setmatrix` does not move what is already on the path.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/color.hpp"
#include "formats/eps/objects.hpp"
#include "geometry/geometry.hpp"

namespace plumbline::eps {

// One subpath: its pieces and where it started (a lone moveto has no pieces).
struct Subpath {
    Path path;
    Vec2 start{0, 0};
};

class CurrentPath {
public:
    // Where the path's first construction operator is written: a painted item's source
    // span reaches back to it (`newpath ... arc stroke`).
    const std::optional<std::uint32_t>& origin() const { return origin_; }
    void note_origin(std::uint32_t offset) {
        if (!origin_) origin_ = offset;
    }

    bool has_point() const { return point_.has_value(); }
    Vec2 point() const { return *point_; }           // page space; only when has_point()
    const std::vector<Subpath>& subpaths() const { return subpaths_; }
    size_t piece_count() const { return pieces_; }

    void clear();
    void move_to(const Vec2& p);
    // Pieces continue the current subpath (after closepath: a new one at the same start).
    // Only with a current point.
    void line_to(const Vec2& p);
    void curve_to(const Vec2& c1, const Vec2& c2, const Vec2& p);
    void arc_piece(const Arc& arc);                  // from the current point, which is its start
    void close();

private:
    Subpath& open_subpath();

    std::vector<Subpath> subpaths_;
    std::optional<Vec2> point_;
    std::optional<std::uint32_t> origin_;
    bool closed_ = false;         // the last subpath was closed: the next piece starts a new one
    size_t pieces_ = 0;
};

struct FontState {
    std::string name;             // "" until a font is set
    double size = 0;              // user-space units
    Object dict;                  // the font dictionary setfont was given (null: none)
};

// The clip (clip.hpp): the box of the clip path in page space, and whether the clip is that
// box exactly. Inactive: the page.
struct ClipState {
    Box box;
    bool exact = false;
    bool active = false;
};

struct GraphicsState {
    Affine ctm;                   // user space to page space (PostScript's matrix [a b c d e f])
    Color color = Color::rgb8(0, 0, 0);
    std::string color_text;       // the operands as written ("0.15 0.29 0.29"); "" for the default black
    int color_components = 1;     // of the colour space: DeviceGray 1, DeviceRGB 3, DeviceCMYK 4
    bool cmyk = false;
    Object color_space;           // setcolorspace's operand beyond the device spaces (null: a device space)
    double line_width = 1;
    int line_cap = 0, line_join = 0;
    double miter_limit = 10;
    FontState font;
    CurrentPath path;
    ClipState clip;
};

// Colour spaces into RGB, as the PostScript Language Reference gives them.
Color gray_color(double g);
Color rgb_color(double r, double g, double b);
Color cmyk_color(double c, double m, double y, double k);
Color hsb_color(double h, double s, double b);

}  // namespace plumbline::eps
