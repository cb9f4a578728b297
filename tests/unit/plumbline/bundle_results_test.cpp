// A bundle's results: a row from a judged answer's report, rows as JSON both ways, the
// summary (order-independent, unanswered tasks as failures), the text table and CSV.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>

#include "bundle_test_support.hpp"
#include "bundle/figures.hpp"
#include "bundle/results.hpp"
#include "pipeline/evaluate.hpp"

using namespace plumbline;
using namespace bundle_test;

namespace {

// Every row of a bundle, model-major, judged as plumb bundle judges them.
std::vector<BundleRow> judged_rows(const Bundle& b) {
    EvaluateOptions options;
    options.report = ReportLevel::Compact;
    options.timings = false;
    std::vector<BundleRow> rows;
    for (size_t m = 0; m < b.models.size(); ++m)
        for (size_t t = 0; t < b.tasks.size(); ++t) {
            if (!b.models[m].responses[t]) {
                rows.push_back(missing_row(b, {t, m}));
                continue;
            }
            BundleRow row;
            std::string error;
            REQUIRE_MESSAGE(bundle_row(evaluate_batch_line(batch_line(b, {t, m}), 1, options), row, error), error);
            rows.push_back(row);
        }
    return rows;
}

BundleRow row(const std::string& model, const std::string& task, const std::string& domain, const std::string& format,
              const std::string& verdict, double score, int extraneous = 0, bool missing = false) {
    BundleRow r;
    r.model = model;
    r.task = task;
    r.domain = domain;
    r.format = format;
    r.verdict = verdict;
    r.score = score;
    r.extraneous = extraneous;
    r.missing = missing;
    return r;
}

}  // namespace

TEST_CASE("bundle rows: from the reports of a bundle's lines") {
    const BundleRead r = read(two_by_two());
    REQUIRE(r.ok);
    const std::vector<BundleRow> rows = judged_rows(r.bundle);
    REQUIRE(rows.size() == 4);
    // one/a: right, with a stray circle (extraneous); one/b: wrong; two/a: not answered.
    CHECK(to_json(rows[0]) == json{{"model", "one"}, {"task", "a"}, {"domain", "geometry"}, {"format", "svg"},
                                   {"verdict", "pass"}, {"score", 1}, {"extraneous", 1}, {"size", nullptr},
                                   {"codes", json::array()}, {"layout", json::array()}, {"missing", false}});
    CHECK(rows[1].verdict == "fail");
    CHECK(rows[1].codes == std::vector<std::string>{"match.segment.missing"});
    CHECK(to_json(rows[2]) == json{{"model", "two"}, {"task", "a"}, {"domain", "geometry"}, {"format", "svg"},
                                   {"verdict", "fail"}, {"score", 0}, {"extraneous", 0}, {"size", nullptr},
                                   {"codes", json::array()}, {"layout", json::array()}, {"missing", true}});
    // Integral scores as JavaScript writes them.
    CHECK(to_text(to_json(rows[0])).find("\"score\":1,") != std::string::npos);
}

TEST_CASE("bundle rows: codes are the errors' and warnings' codes, sorted, once each") {
    const json report = {
        {"verdict", "invalid"}, {"score", 0},
        {"line_id", {{"model", "m"}, {"task", "t"}, {"domain", "molecule"}, {"format", "tikz"}, {"size", 12}}},
        {"diagnostics", {{{"code", "tikz.syntax.brace"}, {"severity", "error"}},
                         {{"code", "task.schema.missing"}, {"severity", "warning"}},
                         {{"code", "extract.several"}, {"severity", "info"}},
                         {{"code", "tikz.syntax.brace"}, {"severity", "error"}}}},
        {"extraneous", {3, 4}}};
    BundleRow out;
    std::string error;
    REQUIRE(bundle_row(report, out, error));
    CHECK(out.codes == std::vector<std::string>{"task.schema.missing", "tikz.syntax.brace"});
    CHECK(out.size == 12);
    CHECK(out.extraneous == 2);
    CHECK_FALSE(out.missing);
    CHECK(out.layout.empty());
}

TEST_CASE("bundle rows: layout holds the layout section's warning codes, sorted, once each") {
    const json report = {
        {"verdict", "pass"}, {"score", 1},
        {"line_id", {{"model", "m"}, {"task", "t"}, {"domain", "geometry"}, {"format", "svg"}}},
        {"layout", {{"findings", {{{"code", "layout.overlap.texts"}, {"severity", "warning"}},
                                  {{"code", "layout.frame.outside"}, {"severity", "warning"}},
                                  {{"code", "layout.overlap.duplicate"}, {"severity", "info"}},
                                  {{"code", "layout.overlap.texts"}, {"severity", "warning"}}}}}}};
    BundleRow out;
    std::string error;
    REQUIRE(bundle_row(report, out, error));
    CHECK(out.layout == std::vector<std::string>{"layout.frame.outside", "layout.overlap.texts"});
    CHECK(out.codes.empty());
    // Rows written before the column (no "layout") read back as readable.
    json old = to_json(out);
    old.erase("layout");
    std::vector<BundleRow> back;
    REQUIRE(rows_from_json(json::array({old}), back, error));
    CHECK(back[0].layout.empty());
    old["layout"] = "x";
    CHECK_FALSE(rows_from_json(json::array({old}), back, error));
}

TEST_CASE("bundle summary: readable is the share of pass and fail answers with no layout warning") {
    std::vector<BundleRow> rows = {
        row("m", "a", "geometry", "svg", "pass", 1), row("m", "b", "geometry", "svg", "fail", 0),
        row("m", "c", "geometry", "svg", "invalid", 0), row("m", "d", "geometry", "svg", "fail", 0, 0, true),
    };
    rows[1].layout = {"layout.overlap.texts"};
    const json s = bundle_summary(rows);
    const json& o = s["models"][0]["overall"];
    CHECK(o["drawn"] == 2);
    CHECK(o["readable"] == 0.5);
    CHECK(o["text"]["readable"] == "50.0");
    CHECK(bundle_table(rows).find("| readable % |") != std::string::npos);
    CHECK(bundle_latex(rows).find("Readable (\\%)") != std::string::npos);
}

TEST_CASE("bundle rows: a report that is not a bundle line's is refused, saying why") {
    BundleRow out;
    std::string error;
    CHECK_FALSE(bundle_row(json{{"verdict", "pass"}, {"score", 1}}, out, error));
    CHECK(error.find("line_id") != std::string::npos);
    CHECK_FALSE(bundle_row(json{{"verdict", "maybe"}, {"score", 1},
                                {"line_id", {{"model", "m"}, {"task", "t"}, {"domain", "d"}, {"format", "f"}}}},
                           out, error));
    CHECK_FALSE(bundle_row(json::array(), out, error));
}

TEST_CASE("bundle rows: JSON both ways; bad rows are named") {
    BundleRow r = row("m, \"q\"", "t", "molecule", "svg", "fail", 0.6667, 2);
    r.size = 21;
    r.codes = {"a.b", "c.d"};
    r.layout = {"layout.frame.outside"};
    std::vector<BundleRow> back;
    std::string error;
    REQUIRE(rows_from_json(json::array({to_json(r)}), back, error));
    REQUIRE(back.size() == 1);
    CHECK(to_json(back[0]) == to_json(r));

    json bad = json::array({to_json(r), to_json(r)});
    bad[1]["missing"] = "no";
    CHECK_FALSE(rows_from_json(bad, back, error));
    CHECK(error.rfind("row 1:", 0) == 0);
    bad[1] = to_json(r);
    bad[1]["verdict"] = "maybe";
    CHECK_FALSE(rows_from_json(bad, back, error));
    CHECK_FALSE(rows_from_json(json::object(), back, error));
}

TEST_CASE("bundle rows: from the array's text a row at a time, as from its JSON") {
    BundleRow r = row("m, \"q\" [x]", "t{1}", "molecule", "svg", "fail", 0.6667, 2);
    r.codes = {"a.b", "c.d"};
    r.layout = {"layout.frame.outside"};
    const json array = json::array({to_json(r), to_json(row("n", "u", "geometry", "tikz", "pass", 1))});
    std::vector<BundleRow> from_text, from_json;
    std::string error;
    REQUIRE(rows_from_text(" " + to_text(array) + "\n", from_text, error));
    REQUIRE(rows_from_json(array, from_json, error));
    REQUIRE(from_text.size() == 2);
    for (size_t i = 0; i < 2; ++i) CHECK(to_json(from_text[i]) == to_json(from_json[i]));
    CHECK(rows_from_text("[ ]", from_text, error));
    CHECK(from_text.empty());
    for (const char* bad : {"", "{}", "[", "[1]", "[{}]", "[{\"model\": \"m\"},]", "[] x", "[\"a\"", "[{\"a\": [}]"}) {
        CHECK_MESSAGE(!rows_from_text(bad, from_text, error), bad);
        CHECK(!error.empty());
    }
    CHECK_FALSE(rows_from_text("[" + to_text(to_json(r)) + ", 7]", from_text, error));
    CHECK(error.rfind("row 1:", 0) == 0);
}

TEST_CASE("bundle summary: unanswered tasks are failures; the same rows in any order give the same bytes") {
    std::vector<BundleRow> rows = {
        row("b-model", "g1", "geometry", "svg", "pass", 1),
        row("b-model", "g2", "geometry", "tikz", "fail", 0.5, 3),
        row("b-model", "m1", "molecule", "svg", "invalid", 0),
        row("b-model", "x1", "zoology", "svg", "pass", 1),
        row("a-model", "g1", "geometry", "svg", "fail", 0.3333, 1),
        row("a-model", "g2", "geometry", "tikz", "fail", 0, 0, true),
        row("a-model", "m1", "molecule", "svg", "pass", 1),
        row("a-model", "x1", "zoology", "svg", "pass", 1),
    };
    const json s = bundle_summary(rows);
    // Domains and formats in the fixed order, the unknown domain last; models by name.
    CHECK(s["domains"] == json::parse(R"([{"domain":"geometry","tasks":2},{"domain":"molecule","tasks":1},
                                          {"domain":"zoology","tasks":1}])"));
    CHECK(s["columns"][1] == json{{"domain", "geometry"}, {"format", "tikz"}, {"tasks", 1}});
    CHECK(s["models"][0]["model"] == "a-model");
    CHECK(s["tasks"] == 4);
    CHECK(s["rows"] == 8);
    const json& a = s["models"][0]["overall"];
    CHECK(a["answers"] == 4);
    CHECK(a["missing"] == 1);
    CHECK(a["passes"] == 2);
    CHECK(a["fails"] == 1);
    CHECK(a["accuracy"] == 0.5);                // 2 of 4: the missing one is a failure
    CHECK(a["mean_score"] == 0.5833);           // (0.3333 + 0 + 1 + 1) / 4
    CHECK(a["mean_extraneous"] == 0.3333);      // 1 over 3 answered
    CHECK(a["extraneous_share"] == 0.3333);
    const json& b_geometry = s["models"][1]["domains"][0];
    CHECK(b_geometry["domain"] == "geometry");
    CHECK(b_geometry["accuracy"] == 0.5);
    CHECK(b_geometry["mean_extraneous"] == 1.5);
    const json& b_molecule = s["models"][1]["cells"][2];
    CHECK(b_molecule["domain"] == "molecule");
    CHECK(b_molecule["invalid"] == 1);
    CHECK(b_molecule["accuracy"] == 0);

    const std::string bytes = to_text(s);
    const std::string table = bundle_table(rows);
    std::mt19937 shuffle(12345);
    for (int i = 0; i < 20; ++i) {
        std::shuffle(rows.begin(), rows.end(), shuffle);
        CHECK(to_text(bundle_summary(rows)) == bytes);
        CHECK(bundle_table(rows) == table);
    }
}

TEST_CASE("bundle summary: a cell a model has no rows in has no accuracy") {
    const json s = bundle_summary({row("a", "t1", "geometry", "svg", "pass", 1),
                                   row("b", "t2", "geometry", "eps", "pass", 1)});
    CHECK(s["models"][0]["cells"][1]["answers"] == 0);
    CHECK(s["models"][0]["cells"][1]["accuracy"].is_null());
    CHECK(s["models"][0]["cells"][1]["mean_extraneous"].is_null());
    CHECK(bundle_summary({})["models"].empty());
}

TEST_CASE("bundle table: Table 4's layout, percentages from the counts") {
    const std::vector<BundleRow> rows = {
        row("model-a", "g1", "geometry", "svg", "pass", 1), row("model-a", "g2", "geometry", "svg", "fail", 0.5),
        row("model-a", "g3", "geometry", "svg", "pass", 1), row("model-a", "m1", "molecule", "eps", "fail", 0, 0, true)};
    const std::string t = bundle_table(rows);
    INFO(t);
    CHECK(t.find("| model   | geometry svg | geometry | molecule eps | molecule |  all |\n") != std::string::npos);
    CHECK(t.find("| :------ | -----------: | -------: | -----------: | -------: | ---: |\n") != std::string::npos);
    CHECK(t.find("| model-a |         66.7 |     66.7 |          0.0 |      0.0 | 50.0 |\n") != std::string::npos);
    CHECK(t.find("|     4 |        3 |    2 |    1 |       0 |       1 |       50.0 | 15.0-85.0 |      0.625 |") !=
          std::string::npos);
    CHECK(t.find("95% CI: the Wilson score interval") != std::string::npos);
    CHECK(bundle_table({}).find("No results") == 0);
}

TEST_CASE("bundle CSV: fixed columns, codes joined with ';', RFC 4180 quoting") {
    BundleRow r = row("say \"hi\", model", "t\n1", "molecule", "svg", "fail", 0.25, 2);
    r.size = 9;
    r.codes = {"molecule.atom.missing", "molecule.bond.missing"};
    r.layout = {"layout.frame.outside", "layout.overlap.texts"};
    const BundleRow missing = row("plain", "t2", "geometry", "svg", "fail", 0, 0, true);
    CHECK(bundle_csv({r, missing}) ==
          "model,task,domain,format,verdict,score,extraneous,size,codes,missing,layout\r\n"
          "\"say \"\"hi\"\", model\",\"t\n1\",molecule,svg,fail,0.25,2,9,molecule.atom.missing;molecule.bond.missing,"
          "false,layout.frame.outside;layout.overlap.texts\r\n"
          "plain,t2,geometry,svg,fail,0,0,,,true,\r\n");
}

TEST_CASE("bundle figures: Wilson intervals, McNemar's exact test, the texts rounded once") {
    // Wilson 95%: 2 of 4 is 0.150-0.850; 0 of 10 is 0-0.278 (not empty, as the normal
    // approximation's is); 10 of 10 is 0.722-1.
    const bundle::Interval half = bundle::wilson(2, 4);
    CHECK(half.low == doctest::Approx(0.1500).epsilon(1e-3));
    CHECK(half.high == doctest::Approx(0.8500).epsilon(1e-3));
    CHECK(bundle::wilson(0, 10).low == 0);
    CHECK(bundle::wilson(0, 10).high == doctest::Approx(0.2775).epsilon(1e-3));
    CHECK(bundle::wilson(10, 10).low == doctest::Approx(0.7225).epsilon(1e-3));
    CHECK(bundle::wilson(10, 10).high == 1);
    CHECK(bundle::wilson(0, 0).high == 0);
    CHECK(bundle::interval_text(2, 4) == "15.0-85.0");
    CHECK(bundle::interval_text(1, 0) == "-");
    // The issue's case: 0.90752 is 90.8 from the counts, never 0.9075 rounded again.
    CHECK(bundle::mean_text(907520, 100, 1e-4, 3) == "0.908");
    CHECK(bundle::percent_text(2, 3) == "66.7");
    // McNemar, exact: no discordant pair p = 1; 5 to 0 is 2/32; 10 to 2 is
    // 2 (1 + 12 + 66) / 4096; symmetric; large counts stay finite.
    CHECK(bundle::mcnemar_exact(0, 0) == 1);
    CHECK(bundle::mcnemar_exact(5, 0) == doctest::Approx(0.0625));
    CHECK(bundle::mcnemar_exact(10, 2) == doctest::Approx(158.0 / 4096));
    CHECK(bundle::mcnemar_exact(2, 10) == doctest::Approx(158.0 / 4096));
    CHECK(bundle::mcnemar_exact(3, 3) == 1);
    CHECK(bundle::mcnemar_exact(12000, 11000) < 1e-9);
    CHECK(bundle::mcnemar_exact(12000, 11990) > 0.9);
}

TEST_CASE("bundle summary: the interval and the texts a page shows, the same digits as the tables") {
    const json s = bundle_summary({row("a", "t1", "geometry", "svg", "pass", 1), row("a", "t2", "geometry", "svg", "fail", 0.5),
                                   row("a", "t3", "geometry", "svg", "pass", 1), row("a", "t4", "geometry", "svg", "fail", 0, 0, true)});
    const json& o = s["models"][0]["overall"];
    CHECK(o["interval"][0] == 0.15);
    CHECK(o["interval"][1] == 0.85);
    CHECK(o["text"]["accuracy"] == "50.0");
    CHECK(o["text"]["interval"] == "15.0-85.0");
    CHECK(o["text"]["mean_score"] == "0.625");
    CHECK(o["text"]["mean_extraneous"] == "0.00");
    CHECK(bundle_summary({row("a", "t1", "geometry", "svg", "pass", 1), row("b", "t2", "geometry", "eps", "pass", 1)})
              ["models"][0]["cells"][1]["interval"].is_null());
}

TEST_CASE("bundle LaTeX: booktabs tables with the Markdown table's digits, TeX's specials escaped") {
    const std::vector<BundleRow> rows = {
        row("model_a & co", "g1", "geometry", "svg", "pass", 1), row("model_a & co", "g2", "geometry", "tikz", "fail", 0.5),
        row("model_a & co", "m1", "molecule", "eps", "pass", 1), row("model_a & co", "m2", "molecule", "eps", "fail", 0, 0, true)};
    const std::string t = bundle_latex(rows);
    INFO(t);
    CHECK(t.find("\\begin{tabular}{lrrrrrr}\n\\toprule\n & \\multicolumn{3}{c}{geometry} & \\multicolumn{2}{c}{molecule} &  \\\\\n"
                 "\\cmidrule(lr){2-4} \\cmidrule(lr){5-6}\nModel & svg & tikz & all & eps & all & All \\\\\n\\midrule\n"
                 "model\\_a \\& co & 100.0 & 0.0 & 50.0 & 50.0 & 50.0 & 50.0 \\\\\n\\bottomrule\n") != std::string::npos);
    // Readable: of the three answered (pass or fail), none with a layout warning.
    CHECK(t.find("model\\_a \\& co & 4 & 2 & 1 & 0 & 1 & 50.0 & 15.0--85.0 & 0.625 & 100.0 \\\\\n") != std::string::npos);
    CHECK(bundle_latex({}).find("No results") != std::string::npos);
}

TEST_CASE("bundle compare: verdicts paired on the tasks both answered, McNemar's exact test") {
    std::vector<BundleRow> rows;
    // t0..t9: a passes all ten, b only t0 and t1; t10: both fail; t11: b did not answer;
    // t12: only b was given it.
    for (int i = 0; i < 10; ++i) {
        rows.push_back(row("a", "t" + std::to_string(i), "geometry", "svg", "pass", 1));
        rows.push_back(row("b", "t" + std::to_string(i), "geometry", "svg", i < 2 ? "pass" : "fail", i < 2 ? 1 : 0));
    }
    rows.push_back(row("a", "t10", "geometry", "svg", "fail", 0));
    rows.push_back(row("b", "t10", "geometry", "svg", "invalid", 0));
    rows.push_back(row("a", "t11", "geometry", "svg", "pass", 1));
    rows.push_back(row("b", "t11", "geometry", "svg", "fail", 0, 0, true));
    rows.push_back(row("b", "t12", "geometry", "svg", "pass", 1));
    const json c = bundle_compare(rows, "a", "b");
    CHECK(c["tasks"] == 11);
    CHECK(c["both_pass"] == 2);
    CHECK(c["a_only"] == 8);
    CHECK(c["b_only"] == 0);
    CHECK(c["neither"] == 1);
    CHECK(c["p_value"] == doctest::Approx(2.0 / 256));   // 2 * 0.5^8
    CHECK(c["text"]["p_value"] == "0.0078");
    CHECK(c["text"]["a_accuracy"] == "90.9");
    CHECK(c["text"]["b_accuracy"] == "18.2");
    // Swapped, the same test; a model with itself never disagrees; an unknown one shares nothing.
    CHECK(bundle_compare(rows, "b", "a")["p_value"] == c["p_value"]);
    CHECK(bundle_compare(rows, "a", "a")["p_value"] == 1);
    CHECK(bundle_compare(rows, "a", "nobody")["tasks"] == 0);
    CHECK(bundle_compare(rows, "a", "nobody")["text"]["a_accuracy"] == "-");
}

namespace {

std::string file_text(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

// plumb bundle and the site judge an answer straight into its row (judge_answer), without
// the batch line and its report's JSON: every example bundle answer, under both profiles
// and at both levels a bundle is judged at, gives the row of its line's report.
TEST_CASE("bundle rows: judged straight from the bundle, the same as from the lines' reports") {
    const std::filesystem::path dir = std::filesystem::path(PLUMBLINE_SOURCE_DIR) / "examples" / "bundle";
    const BundleRead r = read_bundle("bundle.json", [&](const std::string& path, size_t, std::string& text) {
        const std::filesystem::path file = dir / path;
        if (!std::filesystem::is_regular_file(file)) return FileFetch::Missing;
        text = file_text(file);
        return FileFetch::Ok;
    });
    REQUIRE(r.ok);
    const std::vector<BundleAnswer> order = answers_to_judge(r.bundle);
    REQUIRE(order.size() > 1000);
    for (const Profile profile : {Profile::Default, Profile::Ssvg})
        for (const ReportLevel level : {ReportLevel::Compact, ReportLevel::Verdict}) {
            EvaluateOptions options;
            options.profile = profile;
            options.report = level;
            options.timings = false;
            BatchCache by_line, direct;
            size_t differing = 0, with_codes = 0, with_layout = 0;
            for (size_t i = 0; i < order.size(); ++i) {
                const long number = static_cast<long>(i + 1);
                BundleRow expected, got;
                std::string error;
                REQUIRE_MESSAGE(
                    bundle_row(evaluate_batch_line(batch_line(r.bundle, order[i]), number, options, &by_line), expected,
                               error),
                    error);
                REQUIRE_MESSAGE(judge_answer(r.bundle, order[i], number, options, direct, got, error), error);
                if (to_json(got) != to_json(expected)) ++differing;
                with_codes += got.codes.empty() ? 0 : 1;
                with_layout += got.layout.empty() ? 0 : 1;
            }
            CHECK(differing == 0);
            // The comparison covers rows with codes and layout warnings (at Compact).
            if (level == ReportLevel::Compact) {
                CHECK(with_codes > 100);
                CHECK(with_layout > 10);
            }
        }
}

TEST_CASE("bundle rows: a line that is not a bundle's gives the JSON route's errors") {
    EvaluateOptions options;
    options.report = ReportLevel::Compact;
    options.timings = false;
    for (const std::string line : {std::string("not json"), std::string("{\"task\": 1, \"candidate\": \"x\"}"),
                                   std::string("{\"id\": 7, \"task\": {}, \"candidate\": \"x\"}"),
                                   std::string("{\"id\": {\"model\": \"m\"}, \"task\": {}, \"candidate\": \"x\"}")}) {
        BundleRow from_json, from_report;
        std::string json_error, report_error;
        CHECK_FALSE(bundle_row(evaluate_batch_line(line, 3, options), from_json, json_error));
        std::optional<json> id;
        const Report report = judge_batch_line(line, 3, options, nullptr, &id);
        CHECK_FALSE(bundle_row(report, options.report, id ? &*id : nullptr, from_report, report_error));
        CHECK(report_error == json_error);
    }
}
