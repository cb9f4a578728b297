// The transform-list grammar of SVG 1.1 (section 7.6), with the CSS spelling of the same
// functions for the `transform` property.
#include "formats/svg/transform_list.hpp"

#include <cmath>

#include "base/number_syntax.hpp"
#include "base/numbers.hpp"

namespace plumbline::svg {

namespace {


struct FunctionSpec {
    std::string_view name;
    int min_args, max_args;
    bool angles;  // arguments are angles (CSS units deg/rad/grad/turn)
};

// rotate takes 1 or 3 arguments; 2 is rejected below.
constexpr FunctionSpec kFunctions[] = {
    {"matrix", 6, 6, false}, {"translate", 1, 2, false}, {"scale", 1, 2, false},
    {"rotate", 1, 3, true},  {"skewX", 1, 1, true},      {"skewY", 1, 1, true},
};

bool starts_with(std::string_view text, size_t pos, std::string_view word) {
    return text.substr(pos, word.size()) == word;
}

class TransformReader {
public:
    TransformReader(std::string_view text, TransformSyntax syntax) : t_(text), syntax_(syntax) {}

    TransformList read() {
        pos_ = skip_spaces(t_, 0);
        if (syntax_ == TransformSyntax::Css && trim(t_) == "none") return result_;
        while (pos_ < t_.size()) {
            if (!read_function()) return result_;
            // Functions may be separated by whitespace, one comma, or nothing at all.
            const size_t after_spaces = skip_spaces(t_, pos_);
            pos_ = skip_comma_spaces(t_, pos_);
            if (pos_ == t_.size() && after_spaces != pos_)
                return fail(after_spaces + 1, "a transform function after ','");
        }
        return result_;
    }

private:
    bool read_function() {
        const FunctionSpec* spec = nullptr;
        for (const FunctionSpec& f : kFunctions)
            if (starts_with(t_, pos_, f.name)) spec = &f;
        if (!spec) return fail_bool(pos_, "matrix, translate, scale, rotate, skewX or skewY");
        pos_ = skip_spaces(t_, pos_ + spec->name.size());
        if (pos_ >= t_.size() || t_[pos_] != '(') return fail_bool(pos_, "'('");
        pos_ = skip_spaces(t_, pos_ + 1);

        double args[6];
        int count = 0;
        while (pos_ < t_.size() && t_[pos_] != ')') {
            if (count > 0) pos_ = skip_comma_spaces(t_, pos_);
            if (count == spec->max_args) return fail_bool(pos_, "')'");
            const NumberToken token = scan_number(t_, pos_);
            if (!token.found) return fail_bool(pos_, "a number");
            if (!std::isfinite(token.value)) return fail_bool(pos_, "a finite number");
            pos_ = token.end;
            double value = token.value;
            if (syntax_ == TransformSyntax::Css && !read_css_unit(spec->angles, value)) return false;
            args[count++] = value;
            pos_ = skip_spaces(t_, pos_);
        }
        if (pos_ >= t_.size()) return fail_bool(pos_, "')'");
        if (count < spec->min_args || (spec->name == "rotate" && count == 2))
            return fail_bool(pos_, spec->name == "rotate" ? "1 or 3 arguments" : "more arguments");
        ++pos_;  // ')'

        result_.matrix = result_.matrix * make(spec->name, args, count);
        return true;
    }

    // CSS writes angles with units (deg, rad, grad, turn) and lengths in px.
    bool read_css_unit(bool angle, double& value) {
        struct Unit { std::string_view name; double factor; };
        static constexpr Unit kAngleUnits[] = {{"deg", 1}, {"grad", 0.9}, {"rad", 180 / kPi}, {"turn", 360}};
        static constexpr Unit kLengthUnits[] = {{"px", 1}};
        if (angle) {
            for (const Unit& u : kAngleUnits)
                if (starts_with(t_, pos_, u.name)) { value *= u.factor; pos_ += u.name.size(); return true; }
        } else {
            for (const Unit& u : kLengthUnits)
                if (starts_with(t_, pos_, u.name)) { value *= u.factor; pos_ += u.name.size(); return true; }
        }
        if (pos_ < t_.size() && ((t_[pos_] >= 'a' && t_[pos_] <= 'z') || t_[pos_] == '%'))
            return fail_bool(pos_, angle ? "an angle unit (deg, rad, grad, turn)" : "px");
        return true;
    }

    static Affine make(std::string_view name, const double* a, int n) {
        if (name == "matrix") return Affine{a[0], a[1], a[2], a[3], a[4], a[5]};
        if (name == "translate") return Affine::translate(a[0], n > 1 ? a[1] : 0);
        if (name == "scale") return Affine::scale(a[0], n > 1 ? a[1] : a[0]);
        if (name == "rotate") return n == 3 ? Affine::rotate_deg(a[0], a[1], a[2]) : Affine::rotate_deg(a[0]);
        if (name == "skewX") return Affine::skew_x_deg(a[0]);
        return Affine::skew_y_deg(a[0]);
    }

    bool fail_bool(size_t offset, const char* expected) {
        result_.ok = false;
        result_.matrix = Affine{};
        result_.error_offset = offset;
        result_.expected = expected;
        return false;
    }

    TransformList fail(size_t offset, const char* expected) {
        fail_bool(offset, expected);
        return result_;
    }

    std::string_view t_;
    TransformSyntax syntax_;
    size_t pos_ = 0;
    TransformList result_;
};

}  // namespace

TransformList parse_transform_list(std::string_view text, TransformSyntax syntax) {
    return TransformReader(text, syntax).read();
}

}  // namespace plumbline::svg
