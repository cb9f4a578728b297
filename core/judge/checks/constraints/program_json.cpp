// The constraint program read from a task's check object: `objects` (name -> definition)
// and `constraints` (a list of relations). Every problem is a task diagnostic led by the
// JSON pointer of what it is about (docs/constraints.md has the grammar).
#include <cmath>
#include <map>
#include <set>

#include "common/labels.hpp"
#include "common/words.hpp"
#include "checks/constraints/constraints_check.hpp"
#include "checks/constraints/measure.hpp"
#include "checks/constraints/relations.hpp"
#include "common/options_json.hpp"
#include "matching/matching_json.hpp"
#include "json/json_limits.hpp"

namespace plumbline::constraints {

using nlohmann::json;

namespace {

constexpr size_t kMaxObjects = 500;
constexpr size_t kMaxConstraints = 500;
constexpr size_t kMaxVariables = 24;
constexpr int kMaxNesting = 8;   // inline definitions inside inline definitions
constexpr size_t kMaxChoices = 16;        // alternatives of one `one_of`
constexpr int kMaxCombinatorDepth = 8;    // any/all/not inside any/all/not
constexpr size_t kMaxConstraintNodes = 2000;   // constraints counted with every nested one

// The object constructors: the key naming them, and the keys that may come with them.
struct Constructor {
    const char* key;
    Op op;
    std::set<std::string> extras;
};
const std::vector<Constructor>& constructors() {
    static const std::vector<Constructor> k = {
        {"given", Op::Given, {"label", "index", "sort", "select"}},
        {"answer", Op::Answer, {"label", "arcs", "sides"}},
        {"point", Op::Literal, {}},
        {"midpoint", Op::Midpoint, {}},
        {"intersection", Op::Intersection, {"which"}},
        {"foot", Op::Foot, {}},
        {"centre", Op::Centre, {}},
        {"center", Op::Centre, {}},
        {"tangent_point", Op::TangentPoint, {}},
        {"tangent_from", Op::TangentFrom, {"which"}},
        {"line", Op::LineThrough, {}},
        {"segment", Op::SegmentBetween, {}},
        {"circle", Op::CircleThrough, {}},
        {"start", Op::Start, {}},
        {"end", Op::End, {}},
        {"far_end", Op::FarEnd, {}},
        {"one_of", Op::Choice, {}},
        {"circumcircle", Op::Circumcircle, {}},
        {"perpendicular_bisector", Op::PerpBisector, {}},
        {"reflect", Op::Reflection, {}},
        {"rotate", Op::Rotation, {"angle"}},
        {"homothety", Op::Homothety, {"factor"}},
        {"angle_bisector", Op::AngleBisector, {}},
        {"polygon", Op::PolygonOf, {}},
        {"vertex", Op::Vertex, {}},
        {"side", Op::Side, {}},
        {"arc", Op::ArcOf, {"sweep"}},
    };
    return k;
}

// A JSON pointer token: "~" and "/" escaped (RFC 6901).
std::string json_pointer_token(const std::string& s) {
    std::string out;
    for (const char c : s) {
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
    }
    return out;
}

bool is_name(const std::string& s) {
    if (s.empty()) return false;
    for (size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        const bool ok = std::isalpha(c) || c == '_' || c >= 0x80 || (i > 0 && (std::isdigit(c) || c == '\''));
        if (!ok) return false;
    }
    return true;
}

std::string type_words(Type t) {
    if (t == Type::Line) return "a line or segment";
    return std::string(t == Type::Arc ? "an " : "a ") + name(t);
}

class ProgramReader {
public:
    ProgramReader(const json& defs, Program& program, std::vector<Diagnostic>& diagnostics)
        : defs_(defs), program_(program), diagnostics_(diagnostics) {}

    bool error(const char* code, const std::string& path, const std::string& message) {
        diagnostics_.push_back(task_diagnostic(Severity::Error, code, path, message));
        return false;
    }

    // The object a name stands for, defining it (and what it needs) on first use.
    int named(const std::string& name, const std::string& path) {
        if (const auto it = index_.find(name); it != index_.end()) {
            if (it->second < 0) {
                error("task.constraints.name", path, "\"" + name + "\" is defined in terms of itself.");
                return -2;
            }
            return it->second;
        }
        const auto def = defs_.find(name);
        if (def == defs_.end()) {
            std::string known;
            for (const auto& [k, v] : defs_.items()) known += (known.empty() ? "" : ", ") + k;
            error("task.constraints.name", path,
                  "no object named \"" + name + "\" (the objects are: " + (known.empty() ? "none" : known) + ").");
            return -2;
        }
        index_[name] = -1;   // being defined
        const int k = define(*def, "/check/objects/" + json_pointer_token(name), name, 0);
        index_[name] = k;
        return k;
    }

    // An operand: a name, or an inline definition.
    int operand(const json& v, const std::string& path, int depth) {
        if (v.is_string()) return named(v.get<std::string>(), path);
        if (v.is_object()) return define(v, path, json_text(v), depth + 1);
        error("task.constraints.object", path, "an operand is an object's name or an object definition, not " +
                                                   json_text(v) + ".");
        return -2;
    }

    int define(const json& def, const std::string& path, const std::string& name, int depth) {
        if (depth > kMaxNesting) {
            error("task.constraints.object", path, "object definitions nest too deep.");
            return -2;
        }
        if (program_.objects.size() >= kMaxObjects) {
            error("task.constraints.object", path, "more than " + std::to_string(kMaxObjects) + " objects.");
            return -2;
        }
        if (!def.is_object()) {
            error("task.constraints.object", path,
                  "an object definition is a JSON object such as {\"midpoint\": [\"A\", \"B\"]}, not " + json_text(def) +
                      ".");
            return -2;
        }
        const Constructor* ctor = nullptr;
        for (const Constructor& c : constructors()) {
            if (!def.contains(c.key)) continue;
            if (ctor) {
                error("task.constraints.object", path,
                      std::string("names two constructions, \"") + ctor->key + "\" and \"" + c.key + "\".");
                return -2;
            }
            ctor = &c;
        }
        if (!ctor) {
            error("task.constraints.object", path,
                  "names no construction; use one of given, answer, point, midpoint, intersection, foot, centre, "
                  "tangent_point, tangent_from, line, segment, circle, start, end, far_end, one_of, circumcircle, "
                  "perpendicular_bisector, reflect, rotate, homothety, angle_bisector, polygon, vertex, side, arc.");
            return -2;
        }
        for (const auto& [key, value] : def.items())
            if (key != ctor->key && !ctor->extras.count(key))
                return error("task.constraints.object", path + "/" + json_pointer_token(key),
                             "\"" + key + "\" does not go with \"" + ctor->key + "\"."), -2;
        Object o;
        o.name = name;
        o.path = path;
        o.op = ctor->op;
        const std::string at = path + "/" + ctor->key;
        if (!fill(o, def, def.at(ctor->key), at, depth)) return -2;
        for (const int a : o.args) o.level = std::max(o.level, program_.objects[static_cast<size_t>(a)].level);
        if (depth > 0) o.name = inline_name(o, ctor->key);
        if (o.op == Op::Choice) {
            if (program_.variables.size() >= kMaxVariables)
                return error("task.constraints.object", path,
                             "more than " + std::to_string(kMaxVariables) + " answer objects and choices."), -2;
            o.variable = static_cast<int>(program_.variables.size());
            o.level = o.variable + 1;
        }
        if (o.op == Op::Answer) {
            if (depth > 0)
                return error("task.constraints.object", path,
                             "an answer object must be named in \"objects\", so that each one is one item."), -2;
            if (program_.variables.size() >= kMaxVariables)
                return error("task.constraints.object", path,
                             "more than " + std::to_string(kMaxVariables) + " answer objects."), -2;
            o.variable = static_cast<int>(program_.variables.size());
            o.level = o.variable + 1;
        }
        program_.objects.push_back(o);
        const int k = static_cast<int>(program_.objects.size()) - 1;
        if (o.op == Op::Answer || o.op == Op::Choice) program_.variables.push_back(k);
        return k;
    }

private:
    const json& defs_;
    Program& program_;
    std::vector<Diagnostic>& diagnostics_;
    std::map<std::string, int> index_;

    Type type_of(int k) const { return program_.objects[static_cast<size_t>(k)].type; }

    // An inline object is named by its construction: "centre(c1)", "intersection(c1, c2, 1)".
    std::string inline_name(const Object& o, const std::string& key) const {
        std::string args;
        for (const int a : o.args) args += (args.empty() ? "" : ", ") + program_.objects[static_cast<size_t>(a)].name;
        if (o.op == Op::Literal) args = words::number(o.literal.x()) + ", " + words::number(o.literal.y());
        if (o.op == Op::CircleRadius || o.op == Op::Rotation || o.op == Op::Homothety)
            args += ", " + words::number(o.number);
        if ((o.op == Op::Intersection || o.op == Op::TangentFrom) && o.which) args += ", " + std::to_string(o.which);
        if (o.op == Op::Vertex || o.op == Op::Side) args += ", " + std::to_string(o.which);
        if (o.op == Op::ArcOf && o.sweep != Sweep::Minor)
            args += o.sweep == Sweep::Major ? ", major" : o.sweep == Sweep::Clockwise ? ", clockwise" : ", counterclockwise";
        return key + "(" + args + ")";
    }

    // Operands of fixed types; `alternatives` lists the accepted type sequences.
    bool operands(Object& o, const json& v, const std::string& path, int depth,
                  std::initializer_list<std::vector<Type>> alternatives, const std::string& usage) {
        std::vector<int> args;
        if (v.is_array()) {
            for (size_t i = 0; i < v.size(); ++i) {
                const int k = operand(v[i], path + "/" + std::to_string(i), depth);
                if (k < 0) return false;
                args.push_back(k);
            }
        } else {
            const int k = operand(v, path, depth);
            if (k < 0) return false;
            args.push_back(k);
        }
        for (const std::vector<Type>& types : alternatives) {
            if (types.size() != args.size()) continue;
            bool ok = true;
            for (size_t i = 0; i < types.size(); ++i) ok = ok && type_of(args[i]) == types[i];
            if (ok) {
                o.args = args;
                return true;
            }
        }
        std::string got;
        for (const int a : args) got += (got.empty() ? "" : ", ") + type_words(type_of(a));
        return error("task.constraints.object", path, "takes " + usage + "; given " + got + ".");
    }

    bool which(Object& o, const json& def, const std::string& path) {
        const auto it = def.find("which");
        if (it == def.end()) return true;
        if (!it->is_number_integer() || (it->get<std::int64_t>() != 0 && it->get<std::int64_t>() != 1))
            return error("task.constraints.object", path + "/which",
                         "must be 0 or 1 (the topmost point first, then the leftmost).");
        o.which = static_cast<int>(it->get<std::int64_t>());
        return true;
    }

    bool given(Object& o, const json& def, const json& v, const std::string& path) {
        const std::string base = path.substr(0, path.size() - 6);   // without "/given"
        if (!v.is_string() || (v != "point" && v != "segment" && v != "circle" && v != "polygon" && v != "arc"))
            return error("task.constraints.object", path,
                         "must be \"point\", \"segment\", \"circle\", \"polygon\" or \"arc\".");
        const std::string kind = v.get<std::string>();
        o.given.type = kind == "point"     ? Type::Point
                       : kind == "segment" ? Type::Line
                       : kind == "circle"  ? Type::Circle
                       : kind == "polygon" ? Type::Polygon
                                           : Type::Arc;
        o.type = o.given.type;
        const auto label = def.find("label");
        const auto index = def.find("index");
        if ((label == def.end()) == (index == def.end()))
            return error("task.constraints.object", base,
                         "a given object needs exactly one of \"label\" (the text drawn nearest to it) and \"index\".");
        if (label != def.end()) {
            if (!label->is_string() || label->get<std::string>().empty())
                return error("task.constraints.object", base + "/label", "must be a non-empty text.");
            if (kind == "polygon")
                return error("task.constraints.object", base + "/label",
                             "a given polygon is found by \"index\"; a polygon through labelled points is "
                             "{\"polygon\": [\"A\", \"B\", \"C\"]} with given points.");
            o.given.label = label->get<std::string>();
        } else {
            if (!index->is_number_integer() || index->get<std::int64_t>() < 0 || index->get<std::int64_t>() > 100000)
                return error("task.constraints.object", base + "/index", "must be a whole number from 0.");
            if (kind == "point")
                return error("task.constraints.object", base + "/index",
                             "a given point is found by its label (points are not items); use \"label\".");
            o.given.index = static_cast<int>(index->get<std::int64_t>());
        }
        if (const auto sort = def.find("sort"); sort != def.end()) {
            if (*sort != "radius" || kind != "circle" || label != def.end())
                return error("task.constraints.object", base + "/sort",
                             "only \"radius\" (smallest first), for circles given by index.");
            o.given.by_radius = true;
        }
        if (def.contains("select")) {
            Selector s;
            const size_t before = diagnostics_.size();
            json holder = {{"select", def.at("select")}};
            read_selector(holder, "select", s, diagnostics_);
            for (size_t i = before; i < diagnostics_.size(); ++i)
                diagnostics_[i].message = base + diagnostics_[i].message.substr(std::string("/check").size());
            if (diagnostics_.size() != before) return false;
            if (s.kind == Selector::Kind::Added)
                return error("task.constraints.object", base + "/select", "\"added\" selects answer items, not given ones.");
            o.given.select = s;
        }
        return true;
    }

    bool fill(Object& o, const json& def, const json& v, const std::string& path, int depth) {
        const Type P = Type::Point, L = Type::Line, C = Type::Circle;
        switch (o.op) {
            case Op::Given: return given(o, def, v, path);
            case Op::Answer: return answer(o, def, v, path);
            case Op::Literal: {
                if (!v.is_array() || v.size() != 2 || !v[0].is_number() || !v[1].is_number() ||
                    !std::isfinite(v[0].get<double>()) || !std::isfinite(v[1].get<double>()))
                    return error("task.constraints.object", path, "must be [x, y] in scene units.");
                o.literal = Vec2(v[0].get<double>(), v[1].get<double>());
                o.type = P;
                return true;
            }
            case Op::Midpoint:
                o.type = P;
                return operands(o, v, path, depth, {{L}, {P, P}, {Type::Arc}}, "a segment, two points or an arc");
            case Op::Intersection:
                o.type = P;
                return which(o, def, path.substr(0, path.rfind('/'))) &&
                       operands(o, v, path, depth, {{L, L}, {L, C}, {C, L}, {C, C}}, "two lines or circles");
            case Op::Foot: o.type = P; return operands(o, v, path, depth, {{P, L}}, "a point and a line");
            case Op::Centre: o.type = P; return operands(o, v, path, depth, {{C}, {Type::Arc}}, "a circle or an arc");
            case Op::TangentPoint: o.type = P; return operands(o, v, path, depth, {{L, C}}, "a line and a circle");
            case Op::TangentFrom:
                o.type = P;
                return which(o, def, path.substr(0, path.rfind('/'))) &&
                       operands(o, v, path, depth, {{P, C}}, "a point and a circle");
            case Op::LineThrough:
                o.type = L;
                o.bounded = false;
                return operands(o, v, path, depth, {{P, P}, {L}}, "two points, or a segment to extend");
            case Op::SegmentBetween: o.type = L; return operands(o, v, path, depth, {{P, P}}, "two points");
            case Op::CircleThrough: {
                o.type = C;
                if (v.is_array() && v.size() == 2 && v[1].is_number()) {
                    const double r = v[1].get<double>();
                    if (!std::isfinite(r) || r <= 0)
                        return error("task.constraints.object", path + "/1", "a radius is a positive number.");
                    o.op = Op::CircleRadius;
                    o.number = r;
                    const int k = operand(v[0], path + "/0", depth);
                    if (k < 0) return false;
                    if (type_of(k) != P) return error("task.constraints.object", path + "/0", "the centre must be a point.");
                    o.args = {k};
                    return true;
                }
                if (!v.is_array()) {
                    // {"circle": "a"}: the circle an arc lies on.
                    o.op = Op::CircleOfArc;
                    return operands(o, v, path, depth, {{Type::Arc}},
                                    "a centre and a point on it, a centre and a radius, or an arc");
                }
                return operands(o, v, path, depth, {{P, P}},
                                "a centre and a point on it, a centre and a radius, or an arc");
            }
            case Op::Start:
            case Op::End: o.type = P; return operands(o, v, path, depth, {{L}, {Type::Arc}}, "a segment or an arc");
            case Op::FarEnd: o.type = P; return operands(o, v, path, depth, {{L, P}}, "a segment and a point");
            case Op::Choice: return choice(o, v, path, depth);
            case Op::Circumcircle: o.type = C; return operands(o, v, path, depth, {{P, P, P}}, "three points");
            case Op::PerpBisector:
                o.type = L;
                o.bounded = false;
                return operands(o, v, path, depth, {{L}, {P, P}}, "a segment or two points");
            case Op::Reflection:
                o.type = P;
                return operands(o, v, path, depth, {{P, L}, {P, P}}, "a point, then the line or point to reflect it in");
            case Op::Rotation:
            case Op::Homothety: {
                o.type = P;
                const bool rotation = o.op == Op::Rotation;
                const char* key = rotation ? "angle" : "factor";
                const auto it = def.find(key);
                const std::string base = path.substr(0, path.rfind('/'));
                if (it == def.end() || !it->is_number() || !std::isfinite(it->get<double>()))
                    return error("task.constraints.object", base + "/" + key,
                                 rotation ? "a rotation needs \"angle\": degrees, positive counterclockwise as drawn."
                                          : "a homothety needs \"factor\": a number.");
                o.number = it->get<double>();
                return operands(o, v, path, depth, {{P, P}}, "a point, then the centre");
            }
            case Op::AngleBisector:
                o.type = L;
                o.bounded = false;
                return operands(o, v, path, depth, {{P, P, P}}, "three points A, B, C (the angle at B)");
            case Op::PolygonOf: return polygon(o, v, path, depth);
            case Op::Vertex:
            case Op::Side: return vertex(o, v, path, depth);
            case Op::ArcOf: {
                o.type = Type::Arc;
                o.sweep = Sweep::Minor;
                const std::string base = path.substr(0, path.rfind('/'));
                if (const auto it = def.find("sweep"); it != def.end()) {
                    static const std::vector<std::pair<std::string, Sweep>> words = {
                        {"minor", Sweep::Minor}, {"major", Sweep::Major},
                        {"counterclockwise", Sweep::Counterclockwise}, {"clockwise", Sweep::Clockwise}};
                    bool known = false;
                    for (const auto& w : words)
                        if (*it == w.first) o.sweep = w.second, known = true;
                    if (!known)
                        return error("task.constraints.object", base + "/sweep",
                                     "must be \"minor\", \"major\", \"counterclockwise\" or \"clockwise\" (as drawn).");
                }
                return operands(o, v, path, depth, {{P, P, P}}, "a centre, the point the arc starts at and a point in the "
                                                               "direction it ends in");
            }
            case Op::AnswerLabel:
            case Op::CircleOfArc:
            case Op::CircleRadius: break;
        }
        return false;
    }

    // {"polygon": [P1, P2, P3, ...]}: 3 to 64 points in order.
    bool polygon(Object& o, const json& v, const std::string& path, int depth) {
        o.type = Type::Polygon;
        if (!v.is_array() || v.size() < 3 || v.size() > 64)
            return error("task.constraints.object", path, "takes a list of 3 to 64 points, in order round the polygon.");
        for (size_t i = 0; i < v.size(); ++i) {
            const int k = operand(v[i], path + "/" + std::to_string(i), depth);
            if (k < 0) return false;
            if (type_of(k) != Type::Point)
                return error("task.constraints.object", path + "/" + std::to_string(i),
                             "a polygon's vertices are points; given " + type_words(type_of(k)) + ".");
            o.args.push_back(k);
        }
        return true;
    }

    // {"vertex": [POLYGON, k]}, {"side": [POLYGON, k]}: k from 0.
    bool vertex(Object& o, const json& v, const std::string& path, int depth) {
        const bool side = o.op == Op::Side;
        o.type = side ? Type::Line : Type::Point;
        if (!v.is_array() || v.size() != 2 || !v[1].is_number_integer() || v[1].get<std::int64_t>() < 0 ||
            v[1].get<std::int64_t>() > 63)
            return error("task.constraints.object", path,
                         std::string("takes a polygon and a whole number from 0 to 63: [\"P\", 0] (the ") +
                             (side ? "side from that vertex to the next" : "vertex") + ").");
        const int k = operand(v[0], path + "/0", depth);
        if (k < 0) return false;
        if (type_of(k) != Type::Polygon)
            return error("task.constraints.object", path + "/0", "must be a polygon; given " + type_words(type_of(k)) + ".");
        o.args = {k};
        o.which = static_cast<int>(v[1].get<std::int64_t>());
        return true;
    }

    // {"answer": "segment" | "circle" | "point" | "arrow"}, with "arcs": true for a circle
    // (an arc counts as its circle) or "label": "H" for a point (the point the answer names H).
    bool answer(Object& o, const json& def, const json& v, const std::string& path) {
        const std::string base = path.substr(0, path.rfind('/'));
        if (!v.is_string() || (v != "segment" && v != "line" && v != "circle" && v != "point" && v != "arrow" &&
                               v != "polygon" && v != "arc"))
            return error("task.constraints.object", path,
                         "must be \"segment\", \"circle\", \"point\", \"arrow\", \"polygon\" or \"arc\".");
        o.type = v == "circle"    ? Type::Circle
                 : v == "point"   ? Type::Point
                 : v == "polygon" ? Type::Polygon
                 : v == "arc"     ? Type::Arc
                                  : Type::Line;
        if (const auto sides = def.find("sides"); sides != def.end()) {
            if (o.type != Type::Polygon || !sides->is_number_integer() || sides->get<std::int64_t>() < 3 ||
                sides->get<std::int64_t>() > 12)
                return error("task.constraints.object", base + "/sides",
                             "\"sides\" goes with an answer polygon: a whole number from 3 to 12.");
            o.sides = static_cast<int>(sides->get<std::int64_t>());
        }
        o.arrow = v == "arrow";
        if (const auto arcs = def.find("arcs"); arcs != def.end()) {
            if (!arcs->is_boolean() || o.type != Type::Circle)
                return error("task.constraints.object", base + "/arcs",
                             "\"arcs\": true goes with an answer circle (an arc then counts as its circle).");
            o.arc = arcs->get<bool>();
        }
        if (const auto label = def.find("label"); label != def.end()) {
            if (o.type != Type::Point)
                return error("task.constraints.object", base + "/label",
                             "\"label\" goes with an answer point (the point the answer's text names).");
            std::string shown;
            if (!label->is_string() || !labels::is_point_name(label->get<std::string>(), &shown))
                return error("task.constraints.object", base + "/label",
                             "must be a point's name: a capital letter, then digits, primes or subscript digits (\"H\", "
                             "\"A'\", \"P1\").");
            o.op = Op::AnswerLabel;
            o.label = shown;
        }
        return true;
    }

    // {"one_of": [def, def, ...]}: one of several objects of one type, chosen by the search.
    bool choice(Object& o, const json& v, const std::string& path, int depth) {
        if (!v.is_array() || v.size() < 2 || v.size() > kMaxChoices)
            return error("task.constraints.object", path,
                         "takes a list of 2 to " + std::to_string(kMaxChoices) + " objects of one type.");
        for (size_t i = 0; i < v.size(); ++i) {
            const int k = operand(v[i], path + "/" + std::to_string(i), depth);
            if (k < 0) return false;
            if (!o.args.empty() && type_of(k) != type_of(o.args.front()))
                return error("task.constraints.object", path + "/" + std::to_string(i),
                             "the choices must be of one type; this is " + type_words(type_of(k)) + ", the first " +
                                 type_words(type_of(o.args.front())) + ".");
            o.args.push_back(k);
        }
        o.type = type_of(o.args.front());
        o.bounded = program_.objects[static_cast<size_t>(o.args.front())].bounded;
        return true;
    }
};

struct RelationSpec {
    const char* key;
    Relation relation;
    std::vector<std::vector<Type>> shapes;   // accepted operand types; empty: see below
    const char* usage;
    bool repeated = false;                   // collinear/concurrent: 3 or more of shapes[0][0]
    const char* also = "";                   // the polygon and arc forms, said after the usage
};

const std::vector<RelationSpec>& relations() {
    const Type P = Type::Point, L = Type::Line, C = Type::Circle, G = Type::Polygon, A = Type::Arc;
    static const std::vector<RelationSpec> k = {
        {"on", Relation::On, {{P, L}, {P, C}, {P, G}, {P, A}}, "a point and a line or circle", false,
         "a point and a polygon or arc"},
        {"coincide", Relation::Coincide, {{P, P}}, "two points"},
        {"endpoint", Relation::Endpoint, {{P, L}, {P, A}}, "a point and a segment or arc"},
        {"tangent", Relation::Tangent, {{L, C}, {C, L}, {C, C}, {L, A}, {A, L}, {C, A}, {A, C}, {A, A}},
         "a line and a circle or arc, or two circles or arcs"},
        {"perpendicular", Relation::Perpendicular, {{L, L}}, "two lines"},
        {"parallel", Relation::Parallel, {{L, L}}, "two lines"},
        {"collinear", Relation::Collinear, {{P}}, "three or more points", true},
        {"concurrent", Relation::Concurrent, {{L}}, "three or more lines", true},
        {"equal", Relation::Equal, {}, "two or more measures"},
        {"midpoint", Relation::Midpoint, {{P, L}, {P, P, P}}, "a point and a segment, or a point and two points"},
        {"bisects_segment", Relation::BisectsSegment, {{L, L}}, "a line and a segment"},
        {"bisects_angle", Relation::BisectsAngle, {{L, P, P, P}}, "a line and three points A, B, C (the angle at B)"},
        {"inside", Relation::Inside, {{P, C}, {C, C}, {P, G}, {C, G}, {G, C}},
         "a point or circle, then a circle or polygon; or a polygon, then a circle"},
        {"outside", Relation::Outside, {{P, C}, {C, C}, {P, G}}, "a point or circle, then a circle; or a point, then a polygon"},
        {"same_side", Relation::SameSide, {{P, P, L}}, "two points and a line"},
        {"opposite_side", Relation::OppositeSide, {{P, P, L}}, "two points and a line"},
        {"compare", Relation::Compare, {}, "a comparison of measures"},
        {"any", Relation::Any, {}, "a list of constraints, one of which must hold"},
        {"all", Relation::All, {}, "a list of constraints, all of which must hold"},
        {"not", Relation::Not, {}, "one constraint, which must not hold"},
        {"vertical", Relation::Vertical, {{L}}, "a line"},
        {"horizontal", Relation::Horizontal, {{L}}, "a line"},
        {"points", Relation::Points, {{L, L}}, "an arrow, then up, down, left, right or a segment (its direction)"},
        {"points_away_from", Relation::PointsAwayFrom, {{L, P}, {L, L}, {L, C}}, "an arrow, then a point, line or circle"},
        {"points_towards", Relation::PointsTowards, {{L, P}, {L, L}, {L, C}}, "an arrow, then a point, line or circle"},
        {"starts_at", Relation::StartsAt, {{L, P}, {L, L}, {L, C}}, "an arrow, then a point, line or circle"},
        {"clockwise", Relation::Clockwise, {{P, P, P}}, "three points"},
        {"counterclockwise", Relation::Counterclockwise, {{P, P, P}}, "three points"},
        {"above", Relation::Above, {{P, L}}, "a point and a line"},
        {"below", Relation::Below, {{P, L}}, "a point and a line"},
        {"convex", Relation::Convex, {{G}}, "a polygon"},
        {"regular", Relation::Regular, {{G}}, "a polygon"},
        {"inscribed", Relation::Inscribed, {{G, C}, {C, G}}, "a polygon and the circle through its vertices, or a "
                                                             "circle and the polygon it touches every side of"},
        {"congruent", Relation::Congruent, {{G, G}}, "two polygons"},
        {"similar", Relation::Similar, {{G, G}}, "two polygons"},
    };
    return k;
}


class ConstraintReader {
public:
    ConstraintReader(ProgramReader& objects, Program& program) : objects_(objects), program_(program) {}

    bool read(const json& c, const std::string& path, size_t index) {
        Constraint k;
        if (!parse(c, path, "constraint#" + std::to_string(index), 0, k)) return false;
        program_.constraints.push_back(std::move(k));
        return true;
    }

    // One constraint, nested ones (any/all/not) included; `depth` counts the combinators
    // around it.
    bool parse(const json& c, const std::string& path, const std::string& id, int depth, Constraint& k) {
        if (++nodes_ > kMaxConstraintNodes)
            return objects_.error("task.constraints.relation", path,
                                  "more than " + std::to_string(kMaxConstraintNodes) +
                                      " constraints counted with the nested ones.");
        if (!c.is_object())
            return objects_.error("task.constraints.relation", path,
                                  "a constraint is a JSON object such as {\"on\": [\"P\", \"l\"]}, not " + json_text(c) + ".");
        const RelationSpec* spec = nullptr;
        for (const auto& [key, value] : c.items()) {
            if (key == "tolerance" || key == "id" || key == "group") continue;
            const RelationSpec* found = nullptr;
            for (const RelationSpec& r : relations())
                if (key == r.key) found = &r;
            if (!found)
                return objects_.error("task.constraints.relation", path + "/" + json_pointer_token(key),
                                      "\"" + key + "\" is not a relation (" + relation_list() + ") nor \"tolerance\", \"id\" or \"group\".");
            if (spec)
                return objects_.error("task.constraints.relation", path, "names two relations; one constraint holds one.");
            spec = found;
        }
        if (!spec) return objects_.error("task.constraints.relation", path, "names no relation (" + relation_list() + ").");
        if (const auto group = c.find("group"); group != c.end()) {
            if (!group->is_string() || group->get<std::string>().empty() || depth > 0)
                return objects_.error("task.constraints.relation", path + "/group",
                                      "a group is a non-empty text, on a top-level constraint.");
            k.group = group->get<std::string>();
        }
        k.relation = spec->relation;
        k.path = path;
        k.id = id;
        if (const auto given_id = c.find("id"); given_id != c.end()) {
            if (!given_id->is_string() || given_id->get<std::string>().empty())
                return objects_.error("task.constraints.relation", path + "/id", "must be a non-empty text.");
            k.id = given_id->get<std::string>();
        }
        if (const auto tol = c.find("tolerance"); tol != c.end()) {
            if (!tol->is_number() || !std::isfinite(tol->get<double>()) || tol->get<double>() < 0)
                return objects_.error("task.constraints.relation", path + "/tolerance",
                                      "must be a non-negative number (scene units; degrees for angles).");
            k.tolerance = tol->get<double>();
        }
        const json& v = c.at(spec->key);
        const std::string at = path + "/" + spec->key;
        bool ok = false;
        if (spec->relation == Relation::Compare) ok = compare(k, v, at);
        else if (spec->relation == Relation::Equal) ok = equal(k, v, at);
        else if (spec->relation == Relation::Any || spec->relation == Relation::All || spec->relation == Relation::Not)
            ok = combinator(k, *spec, v, at, depth);
        else if (spec->relation == Relation::Points) ok = points(k, *spec, v, at);
        else ok = operands(k, *spec, v, at);
        if (!ok) return false;
        for (const int o : objects_of(k)) k.level = std::max(k.level, program_.objects[static_cast<size_t>(o)].level);
        return true;
    }

private:
    ProgramReader& objects_;
    Program& program_;
    size_t nodes_ = 0;

    // {"any": [c, ...]}, {"all": [c, ...]}, {"not": c}: nested constraints, each read as a
    // constraint of its own (a tolerance on the combinator is the default of those inside).
    bool combinator(Constraint& k, const RelationSpec& spec, const json& v, const std::string& path, int depth) {
        if (depth + 1 > kMaxCombinatorDepth)
            return objects_.error("task.constraints.relation", path,
                                  "any/all/not nest more than " + std::to_string(kMaxCombinatorDepth) + " deep.");
        const bool single = spec.relation == Relation::Not;
        if (single ? !v.is_object() : (!v.is_array() || v.empty()))
            return objects_.error("task.constraints.relation", path,
                                  std::string(spec.key) + " takes " + spec.usage +
                                      (single ? " (a constraint object such as {\"parallel\": [\"l\", \"m\"]})."
                                              : " (a non-empty list of constraint objects)."));
        const size_t n = single ? 1 : v.size();
        std::string text;
        for (size_t i = 0; i < n; ++i) {
            const json& child = single ? v : v[i];
            const std::string at = single ? path : path + "/" + std::to_string(i);
            Constraint c;
            if (!parse(child, at, k.id + "/" + std::to_string(i), depth + 1, c)) return false;
            if (!c.tolerance) c.tolerance = k.tolerance;
            k.weight += c.weight;
            text += (text.empty() ? "" : ", ") + c.text;
            k.children.push_back(std::move(c));
        }
        k.text = std::string(spec.key) + "(" + text + ")";
        return true;
    }

    // {"points": ["F", "down"]} or {"points": ["F", "AB"]}: the words up, down, left and
    // right are directions on the page (y grows downwards); anything else is a line.
    bool points(Constraint& k, const RelationSpec& spec, const json& v, const std::string& path) {
        static const std::vector<std::pair<std::string, Vec2>> words = {
            {"up", Vec2(0, -1)}, {"down", Vec2(0, 1)}, {"left", Vec2(-1, 0)}, {"right", Vec2(1, 0)}};
        if (v.is_array() && v.size() == 2 && v[1].is_string())
            for (const auto& [word, dir] : words)
                if (v[1] == word) {
                    const int o = objects_.operand(v[0], path + "/0", 0);
                    if (o < 0) return false;
                    if (type_of(o) != Type::Line)
                        return objects_.error("task.constraints.relation", path,
                                              std::string("points takes ") + spec.usage + "; given " +
                                                  type_words(type_of(o)) + ".");
                    k.objects = {o};
                    k.direction = dir;
                    k.text = "points(" + program_.objects[static_cast<size_t>(o)].name + ", " + word + ")";
                    return true;
                }
        return operands(k, spec, v, path);
    }

    static std::string relation_list() {
        std::string s;
        for (const RelationSpec& r : relations()) s += (s.empty() ? "" : ", ") + std::string(r.key);
        return s;
    }

    Type type_of(int k) const { return program_.objects[static_cast<size_t>(k)].type; }

    bool operands(Constraint& k, const RelationSpec& spec, const json& v, const std::string& path) {
        if (!v.is_array())
            return objects_.error("task.constraints.relation", path, std::string("takes a list: ") + spec.usage + ".");
        std::string text;
        for (size_t i = 0; i < v.size(); ++i) {
            const int o = objects_.operand(v[i], path + "/" + std::to_string(i), 0);
            if (o < 0) return false;
            k.objects.push_back(o);
            text += (text.empty() ? "" : ", ") + program_.objects[static_cast<size_t>(o)].name;
        }
        k.text = std::string(spec.key) + "(" + text + ")";
        bool ok = false;
        if (spec.repeated) {
            ok = k.objects.size() >= 3;
            for (const int o : k.objects) ok = ok && type_of(o) == spec.shapes[0][0];
        } else {
            for (const std::vector<Type>& types : spec.shapes) {
                if (types.size() != k.objects.size()) continue;
                bool all = true;
                for (size_t i = 0; i < types.size(); ++i) all = all && type_of(k.objects[i]) == types[i];
                ok = ok || all;
            }
        }
        if (ok) return true;
        std::string got;
        for (const int o : k.objects) got += (got.empty() ? "" : ", ") + type_words(type_of(o));
        return objects_.error("task.constraints.relation", path,
                              std::string(spec.key) + " takes " + spec.usage + "; given " + (got.empty() ? "nothing" : got) +
                                  "." + (*spec.also ? std::string(" It also takes ") + spec.also + "." : std::string()));
    }

    Resolve resolver(const std::string& path) {
        return [this, path](const std::string& name, Type& t) {
            const int k = objects_.named(name, path);
            if (k >= 0) t = type_of(k);
            return k < 0 ? -1 : k;
        };
    }

    bool measure_of(const json& v, const std::string& path, Measure& out) {
        if (!v.is_string())
            return objects_.error("task.constraints.measure", path,
                                  "a measure is a text such as \"length(AB)\" or an object's name, not " + json_text(v) + ".");
        const std::string text = v.get<std::string>();
        if (is_name(text)) {
            // A bare name: a segment's length or a circle's radius.
            const size_t before = program_.objects.size();
            (void)before;
            const int k = objects_.named(text, path);
            if (k < 0) return false;
            const Type t = type_of(k);
            if (t == Type::Point)
                return objects_.error("task.constraints.measure", path,
                                      "\"" + text + "\" is a point, which has no size; write distance(P, Q).");
            if (t == Type::Polygon || t == Type::Arc)
                return objects_.error("task.constraints.measure", path,
                                      "\"" + text + "\" is " + type_words(t) + ", which has several sizes; write " +
                                          (t == Type::Arc ? "radius(" + text + "), length(" + text + ") or sweep(" + text + ")."
                                                          : "perimeter(" + text + ") or sides(" + text + ")."));
            out = Measure{};
            out.kind = t == Type::Line ? Measure::Kind::Length : Measure::Kind::Radius;
            out.dimension = Dimension::Length;
            out.objects = {k};
            return true;
        }
        std::string problem;
        if (!parse_measure(text, resolver(path), out, problem)) {
            // A missing name was already reported by the resolver, located at this path.
            if (problem.find("no object named") == std::string::npos)
                objects_.error("task.constraints.measure", path, "\"" + text + "\": " + problem + ".");
            return false;
        }
        return true;
    }

    bool equal(Constraint& k, const json& v, const std::string& path) {
        if (!v.is_array() || v.size() < 2)
            return objects_.error("task.constraints.relation", path,
                                  "equal takes a list of two or more measures (texts such as \"radius(c1)\", or names of "
                                  "segments and circles).");
        std::string text;
        for (size_t i = 0; i < v.size(); ++i) {
            Measure m;
            if (!measure_of(v[i], path + "/" + std::to_string(i), m)) return false;
            if (!k.measures.empty() && m.dimension != k.measures.front().dimension)
                return objects_.error("task.constraints.measure", path + "/" + std::to_string(i),
                                      "compares a length with an angle or a number.");
            k.measures.push_back(std::move(m));
            text += (text.empty() ? "" : ", ") + v[i].get<std::string>();
        }
        k.text = "equal(" + text + ")";
        return true;
    }

    bool compare(Constraint& k, const json& v, const std::string& path) {
        std::string left, right;
        if (!v.is_string() || !split_comparison(v.get<std::string>(), left, k.comparison, right))
            return objects_.error("task.constraints.relation", path,
                                  "compare takes a text with one comparison, such as \"radius(c) > 0.5 * length(AB)\" "
                                  "(<, <=, >, >=, =, !=).");
        Measure a, b;
        if (!measure_of(json(left), path, a) || !measure_of(json(right), path, b)) return false;
        const bool scalar_bound = b.kind == Measure::Kind::Number || a.kind == Measure::Kind::Number;
        if (a.dimension != b.dimension && !scalar_bound)
            return objects_.error("task.constraints.measure", path, "compares a length with an angle.");
        // A bare number takes the dimension of the other side ("angle(A,B,C) < 90").
        if (b.kind == Measure::Kind::Number) b.dimension = a.dimension;
        if (a.kind == Measure::Kind::Number) a.dimension = b.dimension;
        k.measures = {std::move(a), std::move(b)};
        k.text = "compare(" + v.get<std::string>() + ")";
        return true;
    }
};

// "unit": {"name": "cm", "scene_units": 28.35} or {"name": "cm", "segment": "AB", "length": 5}
// (a segment known before the search: given or built from given objects).
bool read_unit(const json& u, ProgramReader& reader, Program& program) {
    const std::string at = "/check/unit";
    const char* usage = "is {\"name\": \"cm\", \"scene_units\": 28.35} (scene units per unit) or {\"name\": \"cm\", "
                        "\"segment\": \"AB\", \"length\": 5} (a given segment's length in the unit).";
    if (!u.is_object() || !u.contains("name") || !u.at("name").is_string() || u.at("name").get<std::string>().empty())
        return reader.error("task.constraints.unit", at, usage);
    for (const auto& [key, value] : u.items())
        if (key != "name" && key != "scene_units" && key != "segment" && key != "length")
            return reader.error("task.constraints.unit", at + "/" + json_pointer_token(key),
                                "\"" + key + "\" is not a member of a unit; a unit " + usage);
    LengthUnit unit;
    unit.name = u.at("name").get<std::string>();
    const auto positive = [](const json& v) { return v.is_number() && std::isfinite(v.get<double>()) && v.get<double>() > 0; };
    if (u.contains("scene_units")) {
        if (u.contains("segment") || u.contains("length")) return reader.error("task.constraints.unit", at, usage);
        if (!positive(u.at("scene_units")))
            return reader.error("task.constraints.unit", at + "/scene_units", "must be a positive number.");
        unit.per_unit = u.at("scene_units").get<double>();
    } else {
        if (!u.contains("segment") || !u.contains("length") || !u.at("segment").is_string())
            return reader.error("task.constraints.unit", at, usage);
        if (!positive(u.at("length"))) return reader.error("task.constraints.unit", at + "/length", "must be a positive number.");
        const int k = reader.named(u.at("segment").get<std::string>(), at + "/segment");
        if (k < 0) return false;
        const Object& o = program.objects[static_cast<size_t>(k)];
        if (o.type != Type::Line || o.level != 0 || !o.bounded)
            return reader.error("task.constraints.unit", at + "/segment",
                                "must name a segment known before the search (given, or built from given objects).");
        unit.segment = k;
        unit.length = u.at("length").get<double>();
    }
    program.unit = unit;
    return true;
}

}  // namespace

bool parse_program(const json& check, Program& program, std::vector<Diagnostic>& diagnostics) {
    const size_t before = diagnostics.size();
    const auto objects = check.find("objects");
    static const json kNone = json::object();
    if (objects != check.end() && !objects->is_object()) {
        diagnostics.push_back(task_diagnostic(Severity::Error, "task.constraints.object", "/check/objects",
                                              "must be an object mapping names to definitions."));
        return false;
    }
    const json& defs = objects == check.end() ? kNone : *objects;
    ProgramReader reader(defs, program, diagnostics);
    if (defs.size() > kMaxObjects) return reader.error("task.constraints.object", "/check/objects", "too many objects.");
    // Every named object, in name order (answer objects are quantified in this order).
    for (const auto& [name, def] : defs.items()) {
        if (!is_name(name)) {
            reader.error("task.constraints.name", "/check/objects/" + json_pointer_token(name),
                         "\"" + name + "\" is not a name (letters, digits, _ and ', not starting with a digit).");
            continue;
        }
        reader.named(name, "/check/objects/" + json_pointer_token(name));
    }
    if (const auto unit = check.find("unit"); unit != check.end() && !read_unit(*unit, reader, program)) return false;
    const auto constraints = check.find("constraints");
    if (constraints == check.end() || !constraints->is_array() || constraints->empty()) {
        diagnostics.push_back(task_diagnostic(Severity::Error, "task.constraints.missing", "/check/constraints",
                                              "the constraints check needs a non-empty list of constraints, e.g. "
                                              "[{\"on\": [\"P\", \"l\"]}]."));
        return false;
    }
    if (constraints->size() > kMaxConstraints)
        return reader.error("task.constraints.relation", "/check/constraints",
                            "more than " + std::to_string(kMaxConstraints) + " constraints.");
    ConstraintReader relations(reader, program);
    for (size_t i = 0; i < constraints->size(); ++i)
        relations.read((*constraints)[i], "/check/constraints/" + std::to_string(i), i);
    return diagnostics.size() == before;
}

}  // namespace plumbline::constraints
