#include "pipeline/json_tree.hpp"

#include <string>
#include <utility>

#include "pipeline/json_scanner.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

class TreeReader {
public:
    TreeReader(std::string_view text, int max_depth) : s_(text, max_depth), max_depth_(max_depth) {}

    bool read(json& out) {
        s_.skip_space();
        if (!value(out, 1)) return false;
        s_.skip_space();
        return s_.at_end();
    }

private:
    // One value at nesting level `depth` (the outermost is 1), as json::parse would build it.
    bool value(json& out, int depth) {
        if (s_.at_end()) return false;
        switch (*s_.position()) {
            case '{': return object(out, depth);
            case '[': return array(out, depth);
            case '"': {
                std::string text;
                if (!s_.decode_string_here(text)) return false;
                out = std::move(text);
                return true;
            }
            case 't': return s_.literal("true") && (out = true, true);
            case 'f': return s_.literal("false") && (out = false, true);
            case 'n': return s_.literal("null") && (out = nullptr, true);
            default: {
                // Numbers are rare in a task; the parser converts them its own way
                // (integer, unsigned or double, and what overflows).
                std::string_view number;
                if (!s_.number(number)) return false;
                out = json::parse(number.begin(), number.end(), nullptr, false);
                return !out.is_discarded();
            }
        }
    }

    bool object(json& out, int depth) {
        if (depth > max_depth_) return false;
        s_.eat('{');
        out = json::object();
        s_.skip_space();
        if (s_.eat('}')) return true;
        std::string name;
        for (;;) {
            s_.skip_space();
            if (!s_.decode_string_here(name)) return false;
            s_.skip_space();
            if (!s_.eat(':')) return false;
            s_.skip_space();
            if (!value(out[name], depth + 1)) return false;   // a repeated name: the last value stays
            s_.skip_space();
            if (s_.eat(',')) continue;
            return s_.eat('}');
        }
    }

    bool array(json& out, int depth) {
        if (depth > max_depth_) return false;
        s_.eat('[');
        out = json::array();
        s_.skip_space();
        if (s_.eat(']')) return true;
        for (;;) {
            s_.skip_space();
            out.push_back(nullptr);
            if (!value(out.back(), depth + 1)) return false;
            s_.skip_space();
            if (s_.eat(',')) continue;
            return s_.eat(']');
        }
    }

    Scanner s_;
    int max_depth_;
};

}  // namespace

std::optional<json> scan_json_tree(std::string_view text, int max_depth) {
    json out;
    if (!TreeReader(text, max_depth).read(out)) return std::nullopt;
    return out;
}

}  // namespace plumbline
