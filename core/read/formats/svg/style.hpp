// The cascade for the properties the Scene needs: presentation attributes, <style>
// rules by specificity and order, style="" declarations, !important; then the computed
// values each element inherits from its parent (or from the <use> that instantiates it).
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <pugixml.hpp>

#include "formats/svg/attributes.hpp"
#include "formats/svg/css.hpp"
#include "base/color.hpp"

namespace plumbline::svg {

// CSS's `marker` shorthand (in style sheets and style="", not an attribute, as browsers
// read it) stands for the three marker longhands.
enum class Property { Fill, FillOpacity, Stroke, StrokeOpacity, StrokeWidth, Color, Opacity,
                      Display, Visibility, FontSize, TextAnchor, Transform, Overflow, FillRule,
                      MarkerStart, MarkerMid, MarkerEnd, Count };

const char* property_name(Property p);

enum class Origin { Attribute, Sheet, Inline };   // lowest to highest precedence

// The text points into the document or the style sheet, or into the cascade's copy of
// the element's style attribute: valid until the cascade's next declared().
struct DeclaredValue {
    std::string_view value;
    Origin origin = Origin::Attribute;
    bool important = false;
    long specificity = 0;
};

// The winning declaration of each property for one element, if any.
using DeclaredStyle = std::array<std::optional<DeclaredValue>, static_cast<size_t>(Property::Count)>;

// A document's <style> rules, bucketed by the rightmost compound's id, else a class, else
// its tag: built once and shared by every cascade over the same sheets (see sheet_cache).
struct IndexedSheet {
    explicit IndexedSheet(css::StyleSheet sheet);
    css::StyleSheet sheet;
    std::unordered_map<std::string, std::vector<size_t>> by_id, by_class, by_tag;
    std::vector<size_t> universal;
};

class Cascade {
public:
    // `match_budget` bounds the total selector-matching work for the whole document.
    Cascade(std::shared_ptr<const IndexedSheet> sheet, size_t match_budget);

    // The winning declarations for `element`, whose attributes `attributes` holds.
    DeclaredStyle declared(pugi::xml_node element, const Attributes& attributes);
    bool budget_exhausted() const { return budget_ == 0; }

private:
    static void consider(DeclaredStyle& style, const css::Declaration& d, Origin origin,
                         long specificity);
    static void consider(DeclaredStyle& style, Property p, std::string_view value, bool important, Origin origin,
                         long specificity);

    std::shared_ptr<const IndexedSheet> sheet_;
    std::vector<css::Declaration> inline_;   // the last element's style="" declarations
    // Scratch kept between elements (no allocation per element): rules that may match,
    // the element's class names.
    std::vector<size_t> candidates_;
    std::vector<std::string_view> classes_;
    size_t budget_;
};

struct Paint {
    enum class Kind { None, Color, CurrentColor, Server };
    Kind kind = Kind::None;
    Color color;   // Kind::Color
};

enum class TextAnchor { Start, Middle, End };

// Computed values. The first group inherits; the last four apply to one element only.
struct ComputedStyle {
    Paint fill{Paint::Kind::Color, Color::rgb8(0, 0, 0)};
    Paint stroke;
    Color color = Color::rgb8(0, 0, 0);
    double fill_opacity = 1, stroke_opacity = 1;
    double stroke_width = 1;             // user units of the element
    double font_size = 16;               // user units
    bool visible = true;
    TextAnchor text_anchor = TextAnchor::Start;
    bool even_odd = false;               // fill-rule: evenodd (else nonzero)
    // marker-start, -mid, -end: what url() names ("#arrow"; another document's
    // "file.svg#a" never loads), empty for none. Inherited, so a <g> sets its lines'.
    std::array<std::string, 3> markers;

    double opacity = 1;
    bool display_none = false;
    // overflow: visible or auto: a nested viewport (<svg>, <symbol>) does not clip its
    // content; otherwise (the user agent style sheet's hidden) it does.
    bool overflow_shown = false;

    ComputedStyle inherited() const;     // what a child starts from
};

// What computing a style needs from the document around the element.
struct StyleEnvironment {
    double viewport_width = 0, viewport_height = 0;   // for percentages
    double root_font_size = 16;                        // for rem
    double root_viewport_width = 0, root_viewport_height = 0;   // for vw, vh, ...
    // Whether url(#id) names a paint server (gradient or pattern); false when the
    // element is missing or of another kind.
    std::function<bool(std::string_view id)> is_paint_server;
};

// Something worth telling the user about a value while computing a style.
struct StyleNote {
    enum class Kind {
        Invalid,        // not a valid value: ignored, as CSS ignores it
        PaintServer,    // a gradient or pattern, read as mid grey
        MissingPaint,   // url() to nothing usable and no fallback colour: no paint
    };
    Kind kind = Kind::Invalid;
    Property property = Property::Fill;
    std::string value;
    Origin origin = Origin::Attribute;
};

// The element's computed style from its declared values and its parent's computed style.
ComputedStyle compute_style(const DeclaredStyle& declared, const ComputedStyle& parent,
                            const StyleEnvironment& env, std::vector<StyleNote>& notes);

// The colour a paint resolves to for the Scene, with the opacities folded into alpha.
Color resolve_paint(const Paint& paint, const Color& current_color, double opacity);

}  // namespace plumbline::svg
