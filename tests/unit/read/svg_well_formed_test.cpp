// The well-formedness rules pugixml leaves to the reader (formats/svg/well_formed.cpp), one
// case each from tests/support/well_formed_cases.json, which the WebAssembly test
// (tests/js/well-formed.test.mjs) reads too: each broken drawing is refused where a
// browser stops, and each well-formed one is read without an XML diagnostic.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "formats/read.hpp"

using namespace plumbline;

namespace {

nlohmann::json cases() {
    std::ifstream in(std::string(PLUMBLINE_SOURCE_DIR) + "/tests/support/well_formed_cases.json");
    std::stringstream text;
    text << in.rdbuf();
    return nlohmann::json::parse(text.str());
}

}  // namespace

TEST_CASE("svg well-formedness: each broken rule is an error where a browser stops") {
    const nlohmann::json all = cases();
    REQUIRE(all["bad"].size() >= 15);
    for (const nlohmann::json& c : all["bad"]) {
        const std::string rule = c["rule"];
        INFO(rule);
        const ReadResult r = read_drawing("svg", c["svg"].get<std::string>(), "candidate");
        CHECK_FALSE(r.ok);
        REQUIRE_FALSE(r.diagnostics.empty());
        const Diagnostic& d = r.diagnostics.front();
        CHECK(d.code == "svg.xml.malformed");
        CHECK(d.severity == Severity::Error);
        CHECK(d.span.line == c["line"].get<int>());
        CHECK(d.span.column == c["column"].get<int>());
        CHECK(d.message.find(c["says"].get<std::string>()) != std::string::npos);
        CHECK(d.message.find("A browser refuses the whole drawing") != std::string::npos);
    }
}

TEST_CASE("svg well-formedness: well-formed drawings read without an XML diagnostic") {
    const nlohmann::json all = cases();   // kept: a range over a temporary's member would dangle
    for (const nlohmann::json& c : all["good"]) {
        const std::string rule = c["rule"];
        INFO(rule);
        const ReadResult r = read_drawing("svg", c["svg"].get<std::string>(), "candidate");
        CHECK(r.ok);
        for (const Diagnostic& d : r.diagnostics) {
            INFO(d.code << ": " << d.message);
            CHECK(d.code.rfind("svg.xml", 0) != 0);
        }
    }
}
