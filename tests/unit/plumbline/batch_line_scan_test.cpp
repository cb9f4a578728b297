// The batch line's scan (pipeline/line_fields.hpp) against the JSON parser: whatever the
// scan accepts (together with the checks evaluate_batch_line makes on the raw parts it
// returns), the parser accepts too and reads the same task, candidate and id; the usual
// lines are taken by the scan; and thousands of damaged lines keep that agreement. The
// task's tree built by the scanner (pipeline/json_tree.hpp) is the parser's, to the byte.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "pipeline/json_tree.hpp"
#include "pipeline/line_fields.hpp"
#include "pipeline/evaluate.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

constexpr int kDepth = 66;

// What evaluate_batch_line's fast path concludes from a line: taken (with the parts), or
// left to the full parse.
struct Fast {
    bool taken = false;
    json task, id;
    std::string candidate;
    bool has_id = false;
};

Fast fast_path(const std::string& line, std::string_view known_task = {}) {
    Fast f;
    LineFields fields;
    fields.known_task = known_task;
    if (!scan_line_fields(line, fields, kDepth)) return f;
    for (int i = 0; i < fields.other_count; ++i)
        if (!json::accept(fields.others[i].begin(), fields.others[i].end())) return f;
    if (!fields.id.empty()) {
        f.id = json::parse(fields.id.begin(), fields.id.end(), nullptr, false);
        if (f.id.is_discarded()) return f;
        f.has_id = true;
    }
    std::optional<json> task = scan_json_tree(fields.task, kDepth);
    f.task = task ? *task : json::parse(fields.task.begin(), fields.task.end(), nullptr, false);
    if (f.task.is_discarded() || !f.task.is_object()) return f;
    f.candidate = fields.candidate;
    f.taken = true;
    return f;
}

// The fast path may only take a line the parser reads the same way, with or without the
// task of an earlier line known.
void check_agreement(const std::string& line, std::string_view known_task = {}) {
    const Fast f = fast_path(line, known_task);
    if (!f.taken) return;
    const json parsed = json::parse(line, nullptr, false);
    REQUIRE_FALSE(parsed.is_discarded());
    CHECK(parsed.at("task") == f.task);
    CHECK(parsed.at("candidate") == f.candidate);
    CHECK(parsed.contains("id") == f.has_id);
    if (f.has_id) CHECK(parsed.at("id") == f.id);
}

const std::string kTask = R"({"schema":"plumbline/task@1","id":"t","reference":"<svg/>","check":{"kind":"match","tolerance":[1,2.5e-3,{"a":null}]}})";

}  // namespace

TEST_CASE("batch line scan: the usual lines are scanned and read as the parser reads them") {
    const std::vector<std::string> lines = {
        R"({"id":"a/1","task":)" + kTask + R"(,"candidate":"```svg\n<svg>\"x\"</svg>\n```"})",
        R"( { "candidate" : "caf\u00e9 \ud83d\ude00 \/ \b\f\r\t \\" , "task" : )" + kTask + R"( } )",
        R"({"task":)" + kTask + R"(,"candidate":"raw UTF-8: é ✓ 😀","id":{"model":"m","n":[1,true,null]}})",
        R"({"task":)" + kTask + R"(,"candidate":"","model":"x","meta":{"k":[1,2]},"score":-1.5e3})",
        R"({"task":{"s":"a \"quoted\" } brace ] and \\"},"candidate":"x"})",
    };
    for (const std::string& line : lines) {
        CAPTURE(line);
        CHECK(fast_path(line).taken);
        check_agreement(line);
    }
    CHECK(fast_path(lines[1]).candidate == "caf\xc3\xa9 \xf0\x9f\x98\x80 / \b\f\r\t \\");
    // The last line's task known: the same task is recognised without a scan, another is not.
    for (const std::string& line : lines) {
        CAPTURE(line);
        check_agreement(line, kTask);
        check_agreement(line, R"({"schema":"plumbline/task@1"})");
        CHECK(fast_path(line, kTask).taken);
    }
}

TEST_CASE("batch line scan: what the parser rejects, or the scan is unsure of, goes to the parser") {
    const std::string task = R"("task":)" + kTask;
    const std::vector<std::string> lines = {
        "{" + task + R"(,"candidate":"lone \udc00 low"})",
        "{" + task + R"(,"candidate":"lone \ud800 high"})",
        "{" + task + R"(,"candidate":"high then not low \ud800\u0041"})",
        "{" + task + R"(,"candidate":"bad escape \x41"})",
        "{" + task + R"(,"candidate":"short \u12"})",
        "{" + task + ",\"candidate\":\"raw tab \t\"}",
        "{" + task + ",\"candidate\":\"overlong \xc0\x80\"}",
        "{" + task + ",\"candidate\":\"overlong \xe0\x80\x80\"}",
        "{" + task + ",\"candidate\":\"surrogate \xed\xa0\x80\"}",
        "{" + task + ",\"candidate\":\"past U+10FFFF \xf4\x90\x80\x80\"}",
        "{" + task + ",\"candidate\":\"cut \xe2\x9c\"}",
        "{" + task + ",\"candidate\":\"stray \x80\"}",
        "{" + task + R"(,"candidate":"x",})",
        "{" + task + R"(,"candidate":"x"} trailing)",
        "{" + task + R"(,"candidate":"x","candidate":"y"})",
        "{" + task + "," + task + R"(,"candidate":"x"})",
        "\xef\xbb\xbf{" + task + R"(,"candidate":"x"})",
        "{" + task + R"(,"candid\u0061te":"x"})",
        "{" + task + R"(,"candidate":5})",
        "{" + task + R"(,"candidate":"x","other":tru})",
        "{" + task + R"(,"candidate":"x","other":01})",
        "{" + task + R"(,"candidate":"x","id":[1,})",
        R"({"task":{"a":[1}],"candidate":"x"})",
        R"({"task":"not an object","candidate":"x"})",
        R"({"task":{"a":1},"candidate":"x")",
        "{\"task\":{\"a\":" + std::string(70, '[') + std::string(70, ']') + "},\"candidate\":\"x\"}",
    };
    for (const std::string& line : lines) {
        CAPTURE(line);
        const Fast f = fast_path(line);
        CHECK_FALSE(f.taken);
        check_agreement(line);
    }
}

TEST_CASE("batch line scan: damaged lines never make the scan and the parser disagree") {
    const std::string base = R"({"id":{"m":"x","n":[1,2.5,-3e2,true,false,null]},"task":)" + kTask +
                             R"(,"candidate":"caf\u00e9 é \ud83d\ude00 \"q\" \\ \n","extra":[{"k":"v"}]})";
    const std::string alphabet = "{}[]\",:\\u0123456789abcdefxe+-. \t\n\x7f\xc3\xa9\xed\xa0\xf4\x90";
    std::mt19937 rng(20261124);
    int taken = 0;
    for (int round = 0; round < 20000; ++round) {
        std::string line = base;
        const int edits = 1 + static_cast<int>(rng() % 3);
        for (int e = 0; e < edits; ++e) {
            const size_t at = rng() % line.size();
            const char c = alphabet[rng() % alphabet.size()];
            switch (rng() % 3) {
                case 0: line[at] = c; break;
                case 1: line.insert(line.begin() + static_cast<std::ptrdiff_t>(at), c); break;
                default: line.erase(at, 1); break;
            }
        }
        CAPTURE(line);
        check_agreement(line);
        check_agreement(line, kTask);
        taken += fast_path(line).taken;
    }
    CHECK(taken > 1000);   // many damaged lines are still valid, and scanned
}

TEST_CASE("batch line scan: a line judged through the scan and through the parser gives the same report") {
    // The same line, written so that the scan takes it and so that it cannot (a BOM-free but
    // escaped member name sends it to the parser).
    const json task = json::parse(kTask);
    const std::string candidate = "```svg\n<svg xmlns=\"http://www.w3.org/2000/svg\"><line x1=\"0\" y1=\"0\" x2=\"9\" y2=\"9\"/></svg>\n```";
    const std::string scanned = json{{"id", 7}, {"task", task}, {"candidate", candidate}}.dump();
    std::string parsed = scanned;
    parsed.replace(parsed.find("\"candidate\""), 11, "\"c\\u0061ndidate\"");
    EvaluateOptions options;
    options.timings = false;
    BatchCache cache;
    for (ReportLevel level : {ReportLevel::Full, ReportLevel::Compact, ReportLevel::Verdict}) {
        options.report = level;
        CHECK(fast_path(scanned).taken);
        CHECK_FALSE(fast_path(parsed).taken);
        CHECK(evaluate_batch_line(scanned, 1, options, &cache) == evaluate_batch_line(parsed, 1, options, &cache));
        CHECK(evaluate_batch_line(scanned, 1, options) == evaluate_batch_line(parsed, 1, options));
    }
}

TEST_CASE("json tree scan: the tree is the parser's, or the parser is left to say why not") {
    // Dumps compare number types too (1 and 1.0 are equal as values, not as text).
    const auto agree = [](const std::string& text) {
        const std::optional<json> scanned = scan_json_tree(text, kDepth);
        const json parsed = json::parse(text, nullptr, false);
        if (!scanned) return false;
        REQUIRE_FALSE(parsed.is_discarded());
        CHECK(scanned->dump() == parsed.dump());
        return true;
    };
    const std::vector<std::string> taken = {
        kTask,
        R"( {"a" : [ 1 , -0 , 0.5 , -2E+3 , 18446744073709551615 , 18446744073709551616 , -9223372036854775809 ] } )",
        R"({"s":"caf\u00e9 \ud83d\ude00 \/ \b\f\r\t \\ \"q\" é ✓","e":"","o":{},"l":[],"n":null,"t":true,"f":false})",
        R"({"k":1,"k":{"x":2},"k\u0031":3})",
        "[" + std::string(60, '[') + std::string(60, ']') + "]",
    };
    for (const std::string& text : taken) {
        CAPTURE(text);
        CHECK(agree(text));
    }
    for (const std::string& text : {std::string("{\"a\":01}"), std::string("[1e400]"), std::string("{\"a\":1.}"), std::string("{\"a\":tru}"),
                                    std::string("{\"a\":\"\\x\"}"), std::string("{\"a\":1,}"), std::string("[1 2]"),
                                    std::string(70, '[') + std::string(70, ']'), std::string("{\"a\":\"\xc0\x80\"}")}) {
        CAPTURE(text);
        CHECK_FALSE(agree(text));
    }
    // Damaged texts: whatever the scan builds, the parser builds the same.
    const std::string alphabet = "{}[]\",:\\u0123456789abcdefxe+-. \t\n\x7f\xc3\xa9\xed\xa0\xf4\x90";
    std::mt19937 rng(11);
    int built = 0;
    for (int round = 0; round < 20000; ++round) {
        std::string text = taken[rng() % 4];
        for (int e = 1 + static_cast<int>(rng() % 3); e > 0; --e) {
            const size_t at = rng() % text.size();
            const char c = alphabet[rng() % alphabet.size()];
            switch (rng() % 3) {
                case 0: text[at] = c; break;
                case 1: text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c); break;
                default: text.erase(at, 1); break;
            }
        }
        CAPTURE(text);
        built += agree(text);
    }
    CHECK(built > 1000);
}
