// The measure language (see measure.hpp): a recursive-descent parser with a depth cap,
// and evaluation.
#include "checks/constraints/measure.hpp"

#include "base/numbers.hpp"
#include "checks/constraints/shapes.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace plumbline::constraints {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr int kMaxDepth = 32;

const char* dimension_name(Dimension d) {
    switch (d) {
        case Dimension::Length: return "a length";
        case Dimension::Angle: return "an angle";
        case Dimension::Scalar: return "a number";
    }
    return "?";
}

class Parser {
public:
    Parser(const std::string& text, const Resolve& resolve) : s_(text), resolve_(resolve) {}

    bool run(Measure& out, std::string& error) {
        if (!measure(out, 0)) {
            error = error_;
            return false;
        }
        skip();
        if (i_ < s_.size()) {
            error = at() + "unexpected '" + std::string(1, s_[i_]) + "'";
            return false;
        }
        return true;
    }

private:
    const std::string& s_;
    const Resolve& resolve_;
    size_t i_ = 0;
    std::string error_;

    std::string at() const { return "at column " + std::to_string(i_ + 1) + ": "; }
    bool fail(const std::string& m) {
        if (error_.empty()) error_ = at() + m;
        return false;
    }
    void skip() {
        while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
    }
    bool eat(char c) {
        skip();
        if (i_ < s_.size() && s_[i_] == c) {
            ++i_;
            return true;
        }
        return false;
    }
    static bool name_char(char c, bool first) {
        const unsigned char u = static_cast<unsigned char>(c);
        return std::isalpha(u) || c == '_' || u >= 0x80 || (!first && (std::isdigit(u) || c == '\''));
    }
    std::string identifier() {
        skip();
        const size_t start = i_;
        while (i_ < s_.size() && name_char(s_[i_], i_ == start)) ++i_;
        return s_.substr(start, i_ - start);
    }

    static bool combine(Measure::Kind kind, Measure a, Measure b, Measure& out, std::string& problem) {
        Dimension d = Dimension::Scalar;
        switch (kind) {
            case Measure::Kind::Add:
            case Measure::Kind::Sub:
                // A bare number takes the other side's unit: "length(AB) - 3".
                if (a.kind == Measure::Kind::Number) a.dimension = b.dimension;
                if (b.kind == Measure::Kind::Number) b.dimension = a.dimension;
                if (a.dimension != b.dimension) {
                    problem = std::string("cannot add or subtract ") + dimension_name(a.dimension) + " and " +
                              dimension_name(b.dimension);
                    return false;
                }
                d = a.dimension;
                break;
            case Measure::Kind::Mul:
                if (a.dimension != Dimension::Scalar && b.dimension != Dimension::Scalar) {
                    problem = "a product may hold one length or angle at most";
                    return false;
                }
                d = a.dimension == Dimension::Scalar ? b.dimension : a.dimension;
                break;
            case Measure::Kind::Div:
                if (b.dimension != Dimension::Scalar && b.dimension != a.dimension) {
                    problem = std::string("cannot divide ") + dimension_name(a.dimension) + " by " +
                              dimension_name(b.dimension);
                    return false;
                }
                d = b.dimension == Dimension::Scalar ? a.dimension : Dimension::Scalar;
                break;
            default: break;
        }
        Measure m;
        m.kind = kind;
        m.dimension = d;
        m.operands.push_back(std::move(a));
        m.operands.push_back(std::move(b));
        out = std::move(m);
        return true;
    }

    bool measure(Measure& out, int depth) {
        if (!term(out, depth)) return false;
        for (;;) {
            skip();
            if (i_ >= s_.size() || (s_[i_] != '+' && s_[i_] != '-')) return true;
            const Measure::Kind kind = s_[i_] == '+' ? Measure::Kind::Add : Measure::Kind::Sub;
            ++i_;
            Measure rhs;
            if (!term(rhs, depth)) return false;
            std::string problem;
            if (!combine(kind, std::move(out), std::move(rhs), out, problem)) return fail(problem);
        }
    }

    bool term(Measure& out, int depth) {
        if (!factor(out, depth)) return false;
        for (;;) {
            skip();
            if (i_ >= s_.size() || (s_[i_] != '*' && s_[i_] != '/')) return true;
            const Measure::Kind kind = s_[i_] == '*' ? Measure::Kind::Mul : Measure::Kind::Div;
            ++i_;
            Measure rhs;
            if (!factor(rhs, depth)) return false;
            std::string problem;
            if (!combine(kind, std::move(out), std::move(rhs), out, problem)) return fail(problem);
        }
    }

    bool factor(Measure& out, int depth) {
        if (depth > kMaxDepth) return fail("nested more than " + std::to_string(kMaxDepth) + " deep");
        skip();
        if (i_ >= s_.size()) return fail("expected a number or a measure such as length(AB)");
        const char c = s_[i_];
        if (c == '-') {
            ++i_;
            Measure inner;
            if (!factor(inner, depth + 1)) return false;
            out = Measure{};
            out.kind = Measure::Kind::Neg;
            out.dimension = inner.dimension;
            out.operands.push_back(std::move(inner));
            return true;
        }
        if (c == '(') {
            ++i_;
            if (!measure(out, depth + 1)) return false;
            if (!eat(')')) return fail("expected ')'");
            return true;
        }
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
            const char* begin = s_.c_str() + i_;
            char* end = nullptr;
            const double v = std::strtod(begin, &end);
            if (end == begin || !std::isfinite(v)) return fail("not a number");
            i_ += static_cast<size_t>(end - begin);
            out = Measure{};
            out.kind = Measure::Kind::Number;
            out.number = v;
            return true;
        }
        const size_t fn_at = i_;
        const std::string fn = identifier();
        if (fn.empty()) return fail("expected a number or a measure such as length(AB)");
        if (!eat('(')) {
            i_ = fn_at;
            return fail("expected '(' after " + fn +
                        " (a measure is length(..), distance(..), radius(..), angle(..), perimeter(..), sides(..) or sweep(..))");
        }
        std::vector<int> args;
        std::vector<Type> types;
        do {
            const size_t arg_at = i_;
            const std::string arg = identifier();
            if (arg.empty()) return fail("expected an object name");
            Type t = Type::Point;
            const int index = resolve_(arg, t);
            if (index < 0) {
                i_ = arg_at;
                skip();
                return fail("no object named \"" + arg + "\"");
            }
            args.push_back(index);
            types.push_back(t);
        } while (eat(','));
        if (!eat(')')) return fail("expected ')' or ','");
        out = Measure{};
        out.objects = args;
        const auto want = [&](std::initializer_list<Type> ts, Measure::Kind kind, Dimension d) {
            if (types.size() != ts.size()) return false;
            size_t k = 0;
            for (const Type t : ts)
                if (types[k++] != t) return false;
            out.kind = kind;
            out.dimension = d;
            return true;
        };
        if (fn == "length" && want({Type::Line}, Measure::Kind::Length, Dimension::Length)) return true;
        if (fn == "length" && want({Type::Arc}, Measure::Kind::Length, Dimension::Length)) return true;
        if (fn == "radius" && want({Type::Arc}, Measure::Kind::Radius, Dimension::Length)) return true;
        if (fn == "sweep" && want({Type::Arc}, Measure::Kind::ArcSweep, Dimension::Angle)) return true;
        if (fn == "perimeter" && want({Type::Polygon}, Measure::Kind::Perimeter, Dimension::Length)) return true;
        if (fn == "sides" && want({Type::Polygon}, Measure::Kind::SideCount, Dimension::Scalar)) return true;
        if (fn == "distance" && want({Type::Point, Type::Point}, Measure::Kind::Distance, Dimension::Length)) return true;
        if (fn == "distance" && want({Type::Point, Type::Line}, Measure::Kind::Distance, Dimension::Length)) return true;
        if (fn == "radius" && want({Type::Circle}, Measure::Kind::Radius, Dimension::Length)) return true;
        if (fn == "angle" && want({Type::Point, Type::Point, Type::Point}, Measure::Kind::Angle, Dimension::Angle))
            return true;
        if (fn == "angle" && want({Type::Line, Type::Line}, Measure::Kind::LineAngle, Dimension::Angle)) return true;
        i_ = fn_at;
        if (fn == "length") return fail("length() takes one segment or arc");
        if (fn == "sweep") return fail("sweep() takes one arc");
        if (fn == "perimeter") return fail("perimeter() takes one polygon");
        if (fn == "sides") return fail("sides() takes one polygon");
        if (fn == "distance") return fail("distance() takes two points, or a point and a line");
        if (fn == "radius") return fail("radius() takes one circle or arc");
        if (fn == "angle") return fail("angle() takes three points (the angle at the middle one) or two lines");
        return fail("unknown measure " + fn + "(); use length, distance, radius, angle, perimeter, sides or sweep");
    }
};

}  // namespace

bool parse_measure(const std::string& text, const Resolve& resolve, Measure& out, std::string& error) {
    return Parser(text, resolve).run(out, error);
}

const char* symbol(Comparison c) {
    switch (c) {
        case Comparison::Less: return "<";
        case Comparison::LessEqual: return "<=";
        case Comparison::Greater: return ">";
        case Comparison::GreaterEqual: return ">=";
        case Comparison::Equal: return "=";
        case Comparison::NotEqual: return "!=";
    }
    return "?";
}

bool split_comparison(const std::string& text, std::string& left, Comparison& op, std::string& right) {
    int found = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c != '<' && c != '>' && c != '=' && c != '!') continue;
        const bool two = i + 1 < text.size() && text[i + 1] == '=';
        if (c == '!' && !two) return false;
        if (++found > 1) return false;
        left = text.substr(0, i);
        right = text.substr(i + (two ? 2 : 1));
        if (c == '<') op = two ? Comparison::LessEqual : Comparison::Less;
        else if (c == '>') op = two ? Comparison::GreaterEqual : Comparison::Greater;
        else if (c == '=') op = Comparison::Equal;
        else op = Comparison::NotEqual;
        if (two) ++i;
    }
    return found == 1;
}

double evaluate(const Measure& m, const std::vector<Figure>& figures, std::string& why, double per_unit) {
    const auto fig = [&](size_t k) -> const Figure* {
        const Figure& f = figures[static_cast<size_t>(m.objects[k])];
        if (!f.defined) {
            if (why.empty()) why = f.why;
            return nullptr;
        }
        return &f;
    };
    switch (m.kind) {
        case Measure::Kind::Number: return m.number;
        case Measure::Kind::Length: {
            const Figure* s = fig(0);
            if (s && s->type == Type::Arc) return s->r * std::abs(s->sweep) / per_unit;
            return s ? length(*s) / per_unit : kNaN;
        }
        case Measure::Kind::Perimeter: {
            const Figure* p = fig(0);
            return p ? perimeter(*p) / per_unit : kNaN;
        }
        case Measure::Kind::SideCount: {
            const Figure* p = fig(0);
            return p ? static_cast<double>(p->vertices.size()) : kNaN;
        }
        case Measure::Kind::ArcSweep: {
            const Figure* a = fig(0);
            return a ? std::abs(a->sweep) * 180 / kPi : kNaN;
        }
        case Measure::Kind::Distance: {
            const Figure *p = fig(0), *q = fig(1);
            if (!p || !q) return kNaN;
            // A point and a line: the perpendicular distance to the whole line.
            return (q->type == Type::Line ? distance_to_line(p->p, *q) : distance(p->p, q->p)) / per_unit;
        }
        case Measure::Kind::Radius: {
            const Figure* c = fig(0);
            return c ? c->r / per_unit : kNaN;
        }
        case Measure::Kind::Angle: {
            const Figure *a = fig(0), *b = fig(1), *c = fig(2);
            if (!a || !b || !c) return kNaN;
            const double v = angle_degrees(a->p, b->p, c->p);
            if (std::isnan(v) && why.empty()) why = "the angle's vertex coincides with another of its points";
            return v;
        }
        case Measure::Kind::LineAngle: {
            const Figure *l = fig(0), *k = fig(1);
            if (!l || !k) return kNaN;
            const double v = line_angle_degrees(*l, *k);
            if (std::isnan(v) && why.empty()) why = "a line has zero length, so it has no direction";
            return v;
        }
        case Measure::Kind::Neg: return -evaluate(m.operands[0], figures, why, per_unit);
        default: break;
    }
    const double a = evaluate(m.operands[0], figures, why, per_unit), b = evaluate(m.operands[1], figures, why, per_unit);
    switch (m.kind) {
        case Measure::Kind::Add: return a + b;
        case Measure::Kind::Sub: return a - b;
        case Measure::Kind::Mul: return a * b;
        case Measure::Kind::Div:
            if (b == 0) {
                if (why.empty()) why = "division by zero";
                return kNaN;
            }
            return a / b;
        default: return kNaN;
    }
}

void objects_of(const Measure& m, std::vector<int>& out) {
    out.insert(out.end(), m.objects.begin(), m.objects.end());
    for (const Measure& o : m.operands) objects_of(o, out);
}

}  // namespace plumbline::constraints
