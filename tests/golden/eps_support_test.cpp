// Golden cases for the EPS support table (core/read/formats/eps/README.md): every row of the
// table names its cases in its last column, tests/golden/eps_support/<case>.eps, and each
// case's reading (ok, complete, diagnostics, Scene items) equals <case>.expected. The rules
// that hold the table and the cases to each other are in support_table.hpp.
//
// PLUMBLINE_UPDATE_SNAPSHOTS=1 rewrites the .expected files. Before accepting a rewritten
// snapshot, compare it with what Ghostscript draws: tests/golden/eps_support/compare_ghostscript.py
// (needs gs and pdf2svg).
#include <doctest/doctest.h>

#include "support_table.hpp"

using namespace golden;

namespace {

const SupportTable& eps_table() {
    static const SupportTable table{
        "EPS",
        fs::path(PLUMBLINE_SOURCE_DIR) / "core" / "read" / "formats" / "eps" / "README.md",
        fs::path(PLUMBLINE_SOURCE_DIR) / "tests" / "golden" / "eps_support",
        ".eps",
        "eps",
        plumbline::read_eps,
        "read_eps",
        "tests/golden/eps_support_test.cpp",
        30};
    return table;
}

}  // namespace

TEST_CASE("every row of the EPS support table names golden cases, and every case has a row") {
    check_rows_name_cases(eps_table());
}

TEST_CASE("every EPS support case reads as its snapshot says") { check_case_snapshots(eps_table()); }

TEST_CASE("every EPS support row's cases show its status and produce the codes it names") {
    check_rows_show_status(eps_table());
}
