// Budgets: loops that do not end, recursive procedures, deep gsave and begin nests, huge
// allocations, a growing operand stack, deep braces: each ends with a read.limit.*
// diagnostic and an invalid drawing (no timing assertions; the README records the times).
#include <doctest/doctest.h>

#include "eps_test_support.hpp"

using namespace plumbline;
using namespace eps_test;

namespace {

void expect_limit(const std::string& body, const std::string& code, const ReadLimits& limits = {}) {
    INFO(body.substr(0, 80));
    const ReadResult r = page(body, limits);
    CHECK(!r.ok);
    const Diagnostic* d = find(r, code);
    REQUIRE_MESSAGE(d, codes(r));
    CHECK(d->span.line >= 3);
}

}  // namespace

TEST_CASE("eps budgets: steps, depth, stack, memory, path") {
    expect_limit("{} loop", "read.limit.steps");
    expect_limit("{ 0 0 moveto 1 1 lineto stroke } loop", "read.limit.steps");   // every item costs steps too
    expect_limit("/f { f } def f", "read.limit.steps");                         // a tail call: constant depth
    expect_limit("/f { f 1 pop } def f", "read.limit.depth");                   // recursion
    expect_limit("{ gsave } loop", "read.limit.depth");
    expect_limit("{ 1 dict begin } loop", "read.limit.depth");
    expect_limit("{ 1 } loop", "read.limit.stack");
    expect_limit("100000000 array", "read.limit.memory");
    expect_limit("{ 100000 array } loop", "read.limit.memory");
    expect_limit("{ 1000000 string pop } loop", "read.limit.memory");
    expect_limit(std::string(300000, '{') + std::string(300000, '}'), "read.limit.depth");
    ReadLimits small;
    small.max_path_commands = 100;
    expect_limit("0 0 moveto 1000 { 1 0 rlineto } repeat stroke", "read.limit.path", small);
    ReadLimits few;
    few.max_steps = 1000;
    expect_limit("0 1 100000 { pop } for", "read.limit.steps", few);
    std::string tokens;
    for (int k = 0; k < 2000; ++k) tokens += "1 pop ";
    expect_limit(tokens, "read.limit.steps", few);   // more tokens than steps: not run at all
    ReadLimits items;
    items.max_items = 10;
    const ReadResult r = page("{ 0 0 moveto 1 1 lineto stroke } loop", items);
    CHECK(find(r, "read.limit.items"));
    CHECK(primary<Segment>(r.scene).size() == 10);
}

TEST_CASE("eps budgets: a step budget ends a long but finite drawing; the default reads it") {
    const ReadResult r = page("0 1 999 { 0 moveto 0 10 rlineto stroke } for");
    REQUIRE(r.ok);
    CHECK(primary<Segment>(r.scene).size() == 1000);
}
