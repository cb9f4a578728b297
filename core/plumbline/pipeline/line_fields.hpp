// The members of a batch line that judging needs, found in one strict pass over the text
// without building a JSON tree. The task comes back as its raw text, so a task already
// prepared for an earlier line is recognised by its bytes and not parsed again; the
// candidate comes back decoded. The pass says "not sure" (returns false) for anything
// outside the common shape, and the caller then parses the whole line with the JSON
// parser, so every error a line can have is still reported by that parser alone.
#pragma once

#include <string>
#include <string_view>

namespace plumbline {

struct LineFields {
    // In: the raw text of a task already known (the last line's). A line whose task starts
    // with exactly these bytes has that task (a complete object ends where it ends), so it
    // is not scanned again. Leave empty when there is none.
    std::string_view known_task;
    bool task_known = false;      // the line's task is known_task (its bytes were compared)

    std::string_view task;        // raw text of the "task" object
    std::string_view id;          // raw text of "id", empty when the line has none
    std::string candidate;        // "candidate" decoded
    // Raw text of members the pass does not know; the caller checks they are valid JSON.
    std::string_view others[8];
    int other_count = 0;
};

// True when `line` is one JSON object with a "task" object and a "candidate" string,
// nested at most `max_depth` levels, whose strings and numbers this pass has checked as
// RFC 8259 does (except inside the task and the unknown members, returned raw for the
// caller's parser). False, with `out` unspecified, otherwise: a byte-order mark, escapes
// in member names, a member given twice, too many unknown members, or any syntax error.
bool scan_line_fields(std::string_view line, LineFields& out, int max_depth);

}  // namespace plumbline
