// Golden cases for the TikZ support table (core/read/formats/tikz/README.md): every row of
// the table names its cases in its last column, tests/golden/tikz_support/<case>.tex, and
// each case's reading (ok, complete, diagnostics, Scene items) equals <case>.expected. The
// rules that hold the table and the cases to each other are in support_table.hpp.
//
// PLUMBLINE_UPDATE_SNAPSHOTS=1 rewrites the .expected files. Before accepting a rewritten
// snapshot, compare it with what TeX draws: tests/golden/tikz_support/compare_pdflatex.py
// (needs pdflatex and pdf2svg).
#include <doctest/doctest.h>

#include "support_table.hpp"

using namespace golden;

namespace {

const SupportTable& tikz_table() {
    static const SupportTable table{
        "TikZ",
        fs::path(PLUMBLINE_SOURCE_DIR) / "core" / "read" / "formats" / "tikz" / "README.md",
        fs::path(PLUMBLINE_SOURCE_DIR) / "tests" / "golden" / "tikz_support",
        ".tex",
        "tikz",
        plumbline::read_tikz,
        "read_tikz",
        "tests/golden/tikz_support_test.cpp",
        50};
    return table;
}

}  // namespace

TEST_CASE("every row of the TikZ support table names golden cases, and every case has a row") {
    check_rows_name_cases(tikz_table());
}

TEST_CASE("every TikZ support case reads as its snapshot says") { check_case_snapshots(tikz_table()); }

TEST_CASE("every TikZ support row's cases show its status and produce the codes it names") {
    check_rows_show_status(tikz_table());
}
