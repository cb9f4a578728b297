// Where the core's JSON is written: one description of each report member (report.cpp,
// geometry_json.cpp, each kind's *_json.cpp), written either straight into text (the batch
// line's hot path: no tree is built and freed per answer) or into a nlohmann tree (the
// library's to_json, the Python module's dicts). Both give the same JSON: objects in key
// order (as nlohmann's sorted objects), strings made valid UTF-8.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace plumbline {

class JsonSink {
public:
    virtual ~JsonSink() = default;
    virtual void begin_object() = 0;
    virtual void end_object() = 0;
    virtual void begin_array() = 0;
    virtual void end_array() = 0;
    // The next member's name, in an object. Members are best written in key order: the
    // text sink then writes them as they come (any other order costs it a re-sort).
    virtual void key(std::string_view k) = 0;
    virtual void string(std::string_view s) = 0;     // written as valid_utf8(s)
    virtual void boolean(bool b) = 0;
    virtual void integer(std::int64_t v) = 0;
    virtual void unsigned_integer(std::uint64_t v) = 0;
    virtual void floating(double v) = 0;             // null when not finite
    virtual void null() = 0;
    virtual void value(const nlohmann::json& j) = 0; // a JSON value as it is (a batch line's id)

    // Shorthands for a member: key and value.
    void field(std::string_view k, std::string_view s) { key(k), string(s); }
    void field(std::string_view k, const char* s) { key(k), string(s); }
    void field(std::string_view k, const std::string& s) { key(k), string(s); }
    void field(std::string_view k, bool b) { key(k), boolean(b); }
    void field(std::string_view k, int v) { key(k), integer(v); }
    void field(std::string_view k, long v) { key(k), integer(v); }
    void field(std::string_view k, long long v) { key(k), integer(v); }
    void field(std::string_view k, unsigned v) { key(k), unsigned_integer(v); }
    void field(std::string_view k, unsigned long v) { key(k), unsigned_integer(v); }
    void field(std::string_view k, unsigned long long v) { key(k), unsigned_integer(v); }
    void integers(const std::vector<int>& v) {
        begin_array();
        for (int x : v) integer(x);
        end_array();
    }
};

// Compact text, byte for byte what append_compact_json writes of the tree the same calls
// would build (and so what nlohmann's dump writes).
class TextSink final : public JsonSink {
public:
    explicit TextSink(std::string& out) : out_(out) {}
    void begin_object() override;
    void end_object() override;
    void begin_array() override;
    void end_array() override;
    void key(std::string_view k) override;
    void string(std::string_view s) override;
    void boolean(bool b) override;
    void integer(std::int64_t v) override;
    void unsigned_integer(std::uint64_t v) override;
    void floating(double v) override;
    void null() override;
    void value(const nlohmann::json& j) override;

private:
    struct Open {
        size_t start;                 // offset of the '{' or '['
        size_t key_at = 0, key_size = 0;   // the last member's name, as written
        bool object;
        bool first = true;
        bool ordered = true;          // names so far plain and in increasing order
    };
    void separate();                  // the ',' before an array element
    std::string& out_;
    std::vector<Open> open_;
};

// A nlohmann tree.
class TreeSink final : public JsonSink {
public:
    void begin_object() override;
    void end_object() override;
    void begin_array() override;
    void end_array() override;
    void key(std::string_view k) override;
    void string(std::string_view s) override;
    void boolean(bool b) override;
    void integer(std::int64_t v) override;
    void unsigned_integer(std::uint64_t v) override;
    void floating(double v) override;
    void null() override;
    void value(const nlohmann::json& j) override;
    nlohmann::json take() { return std::move(root_); }

private:
    nlohmann::json& slot();           // where the next value goes
    nlohmann::json root_;
    std::vector<nlohmann::json*> open_;
    std::string key_;
};

}  // namespace plumbline
