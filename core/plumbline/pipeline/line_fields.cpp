// One pass over a batch line: member names and the candidate string are checked here as
// strictly as RFC 8259 (and nlohmann's lexer) do; the task, the id and any other member
// are only delimited, and the caller hands their raw text on (the task to
// pipeline/json_tree.hpp, which falls back to the JSON parser).
#include "pipeline/line_fields.hpp"

#include "pipeline/json_scanner.hpp"

namespace plumbline {

bool scan_line_fields(std::string_view line, LineFields& out, int max_depth) {
    out.task = {};
    out.id = {};
    out.other_count = 0;
    Scanner s(line, max_depth);
    s.skip_space();
    if (!s.eat('{')) return false;
    bool have_task = false, have_candidate = false, have_id = false;
    s.skip_space();
    if (!s.eat('}')) {
        for (;;) {
            s.skip_space();
            std::string_view name;
            if (!s.plain_name(name)) return false;
            s.skip_space();
            if (!s.eat(':')) return false;
            s.skip_space();
            const char* start = s.position();
            if (name == "candidate") {
                if (have_candidate || !s.decode_string(out.candidate)) return false;
                have_candidate = true;
            } else {
                const bool known = name == "task" && s.skip_known(out.known_task);
                if (known) out.task_known = true;
                if (!known && !s.skip_value(2)) return false;
                const std::string_view raw(start, static_cast<size_t>(s.position() - start));
                if (name == "task") {
                    if (have_task || raw.front() != '{') return false;
                    out.task = raw;
                    have_task = true;
                } else if (name == "id") {
                    if (have_id) return false;
                    out.id = raw;
                    have_id = true;
                } else {
                    // Other members are allowed and ignored, but must be valid JSON; the
                    // caller checks them (a repeated one would be harmless: it is ignored).
                    if (out.other_count == static_cast<int>(std::size(out.others))) return false;
                    out.others[out.other_count++] = raw;
                }
            }
            s.skip_space();
            if (s.eat(',')) continue;
            if (s.eat('}')) break;
            return false;
        }
    }
    s.skip_space();
    return s.at_end() && have_task && have_candidate;
}

}  // namespace plumbline
