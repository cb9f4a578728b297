// A reader's support table held to golden cases, for every format whose README has one
// (tikz_support_test.cpp, eps_support_test.cpp). The README's "## Support table" section
// holds Markdown tables whose rows are construct | status | notes | case; the last cell
// names the row's cases, <cases>/<case><extension>, each read by the format's reader and
// compared with <case>.expected (scene_text.hpp). The table and the cases are held to each
// other: a row without a case, a case without a row, a diagnostic code the row names that
// its cases never produce, an "error" or "rejected" row whose cases all read cleanly, a
// row of another status whose first case does not read cleanly, all fail.
//
// PLUMBLINE_UPDATE_SNAPSHOTS=1 rewrites the .expected files (and removes stale ones); the
// consistency checks still run.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "examples.hpp"
#include "formats/read.hpp"

namespace golden {

struct SupportTable {
    std::string format;        // "TikZ", "EPS": for messages
    fs::path readme;           // the README holding "## Support table"
    fs::path cases;            // the folder of <case><extension> and <case>.expected
    std::string extension;     // ".tex", ".eps"
    std::string code_prefix;   // "tikz": the codes a row names are `tikz.*` or `read.*`
    plumbline::ReadResult (*read)(std::string_view text, std::string_view source_name,
                                  const plumbline::ReadLimits& limits);
    std::string reader_name;   // "read_tikz": named in each snapshot's first line
    std::string test_file;     // "tests/golden/tikz_support_test.cpp": named there too
    size_t min_rows = 1;       // fewer rows (or cases): the table was not found
};

// Every row names a case that exists, no case is named twice, every case file has a row.
void check_rows_name_cases(const SupportTable& table);
// Every case reads as its snapshot says (or the snapshots are rewritten); no stale snapshot.
void check_case_snapshots(const SupportTable& table);
// Every row's cases produce the codes it names and show its status.
void check_rows_show_status(const SupportTable& table);

}  // namespace golden
