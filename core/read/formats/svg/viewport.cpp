// viewBox parsing and the viewBox-to-viewport transform.
#include "formats/svg/viewport.hpp"

#include <algorithm>

#include "base/number_syntax.hpp"

namespace plumbline::svg {

std::optional<ViewBox> parse_view_box(std::string_view text) {
    const NumberList list = parse_number_list(text, 5);
    if (!list.ok || list.values.size() != 4) return std::nullopt;
    const ViewBox box{list.values[0], list.values[1], list.values[2], list.values[3]};
    if (box.width < 0 || box.height < 0) return std::nullopt;
    return box;
}

std::optional<AspectRatio> parse_aspect_ratio(std::string_view text) {
    std::string_view t = trim(text);
    if (t.substr(0, 5) == "defer") t = trim(t.substr(5));  // only meaningful for <image>
    AspectRatio ratio;
    const size_t space = t.find_first_of(" \t\r\n");
    const std::string_view align = t.substr(0, space);
    const std::string_view rest = space == std::string_view::npos ? std::string_view() : trim(t.substr(space));
    if (align == "none") {
        ratio.x = ratio.y = AspectRatio::Align::None;
    } else {
        // xMinYMin .. xMaxYMax: two three-letter codes.
        if (align.size() != 8 || align[0] != 'x' || align[4] != 'Y') return std::nullopt;
        auto code = [](std::string_view s, AspectRatio::Align& out) {
            if (s == "Min") out = AspectRatio::Align::Min;
            else if (s == "Mid") out = AspectRatio::Align::Mid;
            else if (s == "Max") out = AspectRatio::Align::Max;
            else return false;
            return true;
        };
        if (!code(align.substr(1, 3), ratio.x) || !code(align.substr(5, 3), ratio.y)) return std::nullopt;
    }
    if (rest == "slice") ratio.slice = true;
    else if (!rest.empty() && rest != "meet") return std::nullopt;
    return ratio;
}

Affine view_box_transform(const ViewBox& box, const AspectRatio& ratio, double x, double y,
                          double width, double height) {
    double sx = width / box.width, sy = height / box.height;
    if (ratio.x != AspectRatio::Align::None) {
        const double s = ratio.slice ? std::max(sx, sy) : std::min(sx, sy);
        sx = sy = s;
    }
    double tx = x - box.x * sx, ty = y - box.y * sy;
    const double free_x = width - box.width * sx, free_y = height - box.height * sy;
    if (ratio.x == AspectRatio::Align::Mid) tx += free_x / 2;
    if (ratio.x == AspectRatio::Align::Max) tx += free_x;
    if (ratio.y == AspectRatio::Align::Mid) ty += free_y / 2;
    if (ratio.y == AspectRatio::Align::Max) ty += free_y;
    return Affine::translate(tx, ty) * Affine::scale(sx, sy);
}

}  // namespace plumbline::svg
