// A single pass over the path grammar: command letters, their argument groups with
// implicit repeats, and the geometry each completed segment adds.
#include "formats/svg/path_data.hpp"

#include <cmath>
#include <string>
#include <utility>

#include "base/number_syntax.hpp"

namespace plumbline::svg {

namespace {

int argument_count(char upper) {
    switch (upper) {
        case 'M': case 'L': case 'T': return 2;
        case 'H': case 'V': return 1;
        case 'S': case 'Q': return 4;
        case 'C': return 6;
        case 'A': return 7;
        case 'Z': return 0;
        default: return -1;
    }
}

char to_upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }

// What a command's numbers are, for saying which are missing.
const char* argument_names(char upper) {
    switch (upper) {
        case 'M': case 'L': case 'T': return "x y";
        case 'H': return "x";
        case 'V': return "y";
        case 'S': return "x2 y2 x y";
        case 'Q': return "x1 y1 x y";
        case 'C': return "x1 y1 x2 y2 x y";
        case 'A': return "rx ry rotation large-arc-flag sweep-flag x y";
        default: return "";
    }
}

std::string quoted(char c) { return std::string("`") + c + "`"; }

std::string not_a_command(char c) {
    return quoted(c) + " is not a path command: the commands are M, L, H, V, C, S, Q, T, A and Z (lower case: "
                       "relative)";
}


class PathDataReader {
public:
    PathDataReader(std::string_view d, size_t max_commands) : d_(d), max_commands_(max_commands) {}

    PathData read() {
        pos_ = skip_spaces(d_, 0);
        if (pos_ == d_.size()) return finish();
        if (d_[pos_] != 'M' && d_[pos_] != 'm')
            return fail(PathDataStop::Syntax, pos_,
                        "path data must start with a moveto, M or m (`M x y`), not " + quoted(d_[pos_]));
        while (pos_ < d_.size()) {
            const char letter = d_[pos_];
            const char upper = to_upper(letter);
            if (argument_count(upper) < 0) return fail(PathDataStop::Syntax, pos_, not_a_command(letter));
            exponent_ = std::string_view::npos;   // a suspect exponent counts until the next command
            pos_ = skip_spaces(d_, pos_ + 1);
            if (!read_command(letter)) return finish();
        }
        return finish();
    }

private:
    // Reads the argument groups of one command letter (one or more with implicit repeats).
    // Returns false when reading must stop.
    bool read_command(char letter) {
        const char upper = to_upper(letter);
        const bool relative = letter != upper;
        if (upper == 'Z') {
            if (!count_command()) return false;
            close_subpath();
            // Closepath takes no arguments: only another command may follow.
            if (pos_ < d_.size() && argument_count(to_upper(d_[pos_])) < 0)
                return fail_bool(PathDataStop::Syntax, pos_,
                                 "Z (closepath) takes no numbers, so a command letter must follow it, not " +
                                     quoted(d_[pos_]));
            return true;
        }
        bool first_group = true;
        for (;;) {
            double args[7];
            if (!read_arguments(upper, args)) return false;
            if (!count_command()) return false;
            // After the first pair, a moveto's repeats are linetos.
            const char effective = (upper == 'M' && !first_group) ? 'L' : upper;
            if (!apply(effective, relative, args)) return false;
            first_group = false;
            pos_ = skip_comma_spaces(d_, pos_);
            if (pos_ >= d_.size() || argument_count(to_upper(d_[pos_])) >= 0) return true;
        }
    }

    bool read_arguments(char upper, double* args) {
        const int count = argument_count(upper);
        for (int i = 0; i < count; ++i) {
            if (i > 0) pos_ = skip_comma_spaces(d_, pos_);
            const bool flag = upper == 'A' && (i == 3 || i == 4);
            if (flag) {
                // Flags are single characters, so "1125" is flag 1, flag 1, number 25.
                if (pos_ >= d_.size() || (d_[pos_] != '0' && d_[pos_] != '1'))
                    return fail_bool(PathDataStop::Syntax, pos_,
                                     std::string("an arc's ") + (i == 3 ? "large-arc-flag" : "sweep-flag") +
                                         " is 0 or 1 (A takes rx ry rotation large-arc-flag sweep-flag x y)");
                args[i] = d_[pos_] == '1' ? 1 : 0;
                ++pos_;
                continue;
            }
            const NumberToken token = scan_number(d_, pos_);
            if (!token.found) return fail_bool(PathDataStop::Syntax, pos_, missing_number(upper, i));
            note_exponent(pos_, token.end);
            if (!std::isfinite(token.value)) return fail_bool(PathDataStop::NonFinite, pos_, "a finite number");
            args[i] = token.value;
            pos_ = token.end;
        }
        return true;
    }

    // Why no number was found for argument `index` of a command.
    std::string missing_number(char upper, int index) const {
        const char c = pos_ < d_.size() ? d_[pos_] : 0;
        if (((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) && argument_count(to_upper(c)) < 0 && c != 'e' &&
            c != 'E')
            return not_a_command(c);
        const int count = argument_count(upper);
        const bool stray = c && !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
        std::string said = stray ? quoted(c) + " is not part of a number: " : std::string();
        said += std::string(1, upper) + " takes " + std::to_string(count) + (count == 1 ? " number" : " numbers") +
                           " (" + argument_names(upper) + ") ";
        said += index == 0 ? "but none follows" : "but only " + std::to_string(index) + " follow" + (index == 1 ? "s" : "");
        if (!stray) said += c ? " before " + quoted(c) : " before the end";
        return said + ": add the missing " + (count - index == 1 ? "one" : "ones");
    }

    bool count_command() {
        if (result_.commands >= max_commands_) return fail_bool(PathDataStop::Budget, pos_, "");
        ++result_.commands;
        return true;
    }

    // Adds the geometry of one complete segment.
    bool apply(char upper, bool relative, const double* a) {
        const Vec2 base = relative ? current_ : Vec2(0, 0);
        auto point = [&](int i) { return Vec2(base.x() + a[i], base.y() + a[i + 1]); };
        Vec2 end = current_;
        char smooth_kind = 0;  // 'C' or 'Q' when this segment leaves a control point to reflect
        switch (upper) {
            case 'M':
                end = point(0);
                close_open_subpath();
                start_ = end;
                break;
            case 'L':
                end = point(0);
                add(PathPiece::line(current_, end));
                break;
            case 'H':
                end = Vec2(relative ? current_.x() + a[0] : a[0], current_.y());
                add(PathPiece::line(current_, end));
                break;
            case 'V':
                end = Vec2(current_.x(), relative ? current_.y() + a[0] : a[0]);
                add(PathPiece::line(current_, end));
                break;
            case 'C':
            case 'S': {
                const bool smooth = upper == 'S';
                const Vec2 c1 = smooth ? reflected('C') : point(0);
                const Vec2 c2 = smooth ? point(0) : point(2);
                end = smooth ? point(2) : point(4);
                add(PathPiece::cubic(current_, c1, c2, end));
                last_control_ = c2;
                smooth_kind = 'C';
                break;
            }
            case 'Q':
            case 'T': {
                const bool smooth = upper == 'T';
                const Vec2 c = smooth ? reflected('Q') : point(0);
                end = smooth ? point(0) : point(2);
                PathPiece piece;
                piece.kind = PathPiece::Kind::Quad;
                piece.p0 = current_;
                piece.p1 = c;
                piece.p2 = c;
                piece.p3 = end;
                add(piece);
                last_control_ = c;
                smooth_kind = 'Q';
                break;
            }
            case 'A': {
                end = point(5);
                add_arc(std::abs(a[0]), std::abs(a[1]), a[2], a[3] != 0, a[4] != 0, end);
                break;
            }
        }
        if (!is_finite(end) || (smooth_kind && !is_finite(last_control_)))
            return fail_bool(PathDataStop::NonFinite, pos_, "coordinates within range");
        current_ = end;
        last_smooth_ = smooth_kind;
        return true;
    }

    // The first control point of S or T: the previous segment's last control point
    // mirrored through the current point, or the current point if that segment was of
    // another kind.
    Vec2 reflected(char kind) const {
        return last_smooth_ == kind ? Vec2(2 * current_ - last_control_) : current_;
    }

    void add_arc(double rx, double ry, double rotation_deg, bool large, bool sweep, const Vec2& end) {
        if (end == current_) return;  // the spec omits such an arc entirely
        Arc arc;
        if (rx == 0 || ry == 0 ||
            !arc_from_endpoints(current_, rx, ry, rotation_deg, large, sweep, end, arc)) {
            add(PathPiece::line(current_, end));
            return;
        }
        add(PathPiece::of_arc(arc, current_, end));
    }

    void add(const PathPiece& piece) { open_.pieces.push_back(piece); }

    void close_subpath() {
        if (current_ != start_) add(PathPiece::line(current_, start_));
        open_.closed = true;
        close_open_subpath();
        current_ = start_;
        last_smooth_ = 0;
    }

    void close_open_subpath() {
        if (!open_.pieces.empty()) result_.subpaths.push_back(std::move(open_));
        open_ = Path{};
    }

    // A number in [begin, end) whose exponent looks like a command letter E (or e) written
    // where a command was meant: unsigned and either followed by a fraction (`5E21.9`, the
    // numbers 21.9... of the lost command) or of ten and more. Legitimate exponents, which
    // path data written by programs has (`2.73e+02`, `3.76e-01`), carry a sign.
    void note_exponent(size_t begin, size_t end) {
        size_t e = begin;
        while (e < end && d_[e] != 'e' && d_[e] != 'E') ++e;
        if (e + 1 >= end || d_[e + 1] < '0' || d_[e + 1] > '9') return;
        int exponent = 0;
        for (size_t k = e + 1; k < end && exponent < 1000; ++k) exponent = exponent * 10 + (d_[k] - '0');
        const bool fraction = end + 1 < d_.size() && d_[end] == '.' && d_[end + 1] >= '0' && d_[end + 1] <= '9';
        if (fraction || exponent >= 10) exponent_ = e, exponent_number_ = d_.substr(begin, end - begin);
    }

    bool fail_bool(PathDataStop stop, size_t offset, std::string why) {
        result_.stop = stop;
        result_.stop_offset = offset;
        result_.defect_offset = offset;
        result_.expected = std::move(why);
        if ((stop == PathDataStop::Syntax || stop == PathDataStop::NonFinite) && exponent_ != std::string_view::npos) {
            result_.defect_offset = exponent_;
            const size_t e = exponent_number_.find_first_of("eE");
            const std::string letter(1, d_[exponent_]);
            result_.defect = "`" + std::string(exponent_number_) + "` reads as one number, " +
                             std::string(exponent_number_.substr(0, e)) + " x 10^" +
                             std::string(exponent_number_.substr(e + 1)) + ", as `" + letter +
                             "` starts an exponent: `" + letter +
                             "` is not a path command, so the command meant here is missing";
        }
        return false;
    }

    PathData fail(PathDataStop stop, size_t offset, std::string why) {
        fail_bool(stop, offset, std::move(why));
        return finish();
    }

    PathData finish() {
        close_open_subpath();
        return std::move(result_);
    }

    std::string_view d_;
    size_t max_commands_;
    size_t pos_ = 0;
    PathData result_;
    Path open_;
    Vec2 current_{0, 0}, start_{0, 0}, last_control_{0, 0};
    char last_smooth_ = 0;
    size_t exponent_ = std::string_view::npos;   // a suspect exponent's letter since the last command
    std::string_view exponent_number_;            // the number it is in
};

}  // namespace

PathData parse_path_data(std::string_view d, size_t max_commands) {
    return PathDataReader(d, max_commands).read();
}

bool looks_like_path_data(std::string_view text) {
    const size_t m = skip_spaces(text, 0);
    if (m >= text.size() || (text[m] != 'M' && text[m] != 'm')) return false;
    return scan_number(text, skip_spaces(text, m + 1)).found;
}

}  // namespace plumbline::svg
