// The numbers and text every report is written with: the fast paths give exactly what
// printf and nlohmann's dump give, on random values, halves, noise and hostile strings;
// the text sink writes what the tree sink builds, dumped, whatever the order of names.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "base/decimal.hpp"
#include "json/json_sink.hpp"
#include "json/json_text.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

double printf_significant(double v) {
    if (std::abs(v) < 1e-9) return 0.0;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", v);
    const double r = std::strtod(buffer, nullptr);
    return r == 0 ? 0.0 : r;
}

std::string printf_fixed(double v, int decimals) {
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    return buffer;
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

// Random doubles of every kind a drawing produces, and some it does not.
double sample(std::mt19937_64& rng) {
    std::uniform_real_distribution<double> unit(-1, 1), exponent(-12, 12);
    switch (rng() % 5) {
        case 0: return unit(rng) * std::pow(10.0, exponent(rng));
        case 1: return std::round(unit(rng) * 1e6) / std::pow(10.0, static_cast<int>(rng() % 8));   // decimals
        case 2: return std::round(unit(rng) * 2e6) / 2 / std::pow(10.0, static_cast<int>(rng() % 8));  // halves
        case 3: return static_cast<double>(static_cast<long>(unit(rng) * 1e7)) / 10 + 0.05;
        default: {
            const std::uint64_t bits = rng();
            double v;
            std::memcpy(&v, &bits, sizeof v);
            return std::isfinite(v) ? v : 1.0;
        }
    }
}

}  // namespace

TEST_CASE("decimal: six significant digits and fixed decimals, exactly as printf rounds them") {
    std::mt19937_64 rng(7);
    for (int i = 0; i < 300000; ++i) {
        const double v = sample(rng);
        CAPTURE(v);
        REQUIRE(same_bits(round_significant(v), printf_significant(v)));
        const int decimals = static_cast<int>(rng() % 10);
        REQUIRE(fixed_text(v, decimals) == printf_fixed(v, decimals));
    }
    // Ties, powers of ten, noise, signs.
    for (double v : {0.5, 2.5, 0.125, 1234565.0, 999999.5, 9999995.0, 1e-9, -1e-9, 1e-10, 1e6, 1e22, 1e23, -0.0,
                     123456.5, 0.000123456789, 5e-324, 1.7976931348623157e308}) {
        CAPTURE(v);
        CHECK(same_bits(round_significant(v), printf_significant(v)));
        for (int d = 0; d <= 9; ++d) CHECK(fixed_text(v, d) == printf_fixed(v, d));
    }
}

TEST_CASE("json text: the compact writer prints what nlohmann's dump prints") {
    const auto dumped = [](const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); };
    const auto written = [](const json& j) {
        std::string out;
        append_compact_json(out, j);
        return out;
    };
    std::string every_byte;
    for (int c = 0; c < 256; ++c) every_byte += static_cast<char>(c);
    const json values[] = {
        nullptr, true, false, 0, -1, 9223372036854775807LL, json(18446744073709551615ULL), 0.0, -0.0, 1.5, 1e300,
        -2.5e-300, 0.1, 100.0, std::nan(""), INFINITY, "", "plain", "quote \" backslash \\ slash /",
        "controls \b\f\n\r\t \x01\x1f \x7f", "UTF-8 caf\xc3\xa9 \xf0\x9f\x98\x80", "invalid \xc0\x80 \xff tail",
        every_byte, json::array(), json::object(), json{{"b", 1}, {"a", {1, 2, {{"z", nullptr}}}}, {"\n key", "v"}},
    };
    for (const json& v : values) {
        CAPTURE(dumped(v));
        CHECK(written(v) == dumped(v));
    }
    json deep = 1;
    for (int i = 0; i < 10000; ++i) {
        json wrapper = json::array();
        wrapper.push_back(std::move(deep));
        deep = std::move(wrapper);
    }
    CHECK(written(deep) == std::string(10000, '[') + "1" + std::string(10000, ']'));
    std::mt19937_64 rng(11);
    for (int i = 0; i < 20000; ++i) {
        const double v = sample(rng);
        CHECK(written(json(v)) == dumped(json(v)));
    }
}

TEST_CASE("json sinks: the text written directly is the tree's dump, names in any order") {
    // The same calls to both sinks; the text must be the tree's compact dump.
    const auto both = [](const auto& calls) {
        TreeSink tree;
        calls(static_cast<JsonSink&>(tree));
        std::string text = "prefix ";
        TextSink sink(text);
        calls(static_cast<JsonSink&>(sink));
        std::string dumped = "prefix ";
        append_compact_json(dumped, tree.take());
        CHECK(text == dumped);
    };
    both([](JsonSink& w) {   // in key order: written as they come
        w.begin_object();
        w.field("a", 1);
        w.key("b");
        w.begin_array();
        w.floating(0.0);
        w.floating(1.5);
        w.floating(std::nan(""));
        w.null();
        w.boolean(true);
        w.end_array();
        w.field("c", std::string("caf\xc3\xa9 \xff"));
        w.end_object();
    });
    both([](JsonSink& w) {   // out of order, nested, repeated, escaped and invalid names
        w.begin_array();
        w.begin_object();
        w.field("zeta", 1);
        w.key("alpha");
        w.begin_object();
        w.field("y", 2u);
        w.field("x", -3L);
        w.end_object();
        w.field("zeta", 4);
        w.field("quote\"d", "v");
        w.field("bad \xff name", "w");
        w.field("", "empty");
        w.end_object();
        w.begin_object();
        w.end_object();
        w.value(json{{"b", 1}, {"a", "id"}});
        w.end_array();
    });
}
