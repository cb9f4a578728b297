// PostScript objects: the values on the operand stack, in arrays and dictionaries.
// Composite values (strings, arrays, dictionaries, fonts) are shared, as PostScript
// shares them: `dup` copies the reference, `put` through either copy is seen by both.
// An object is 32 bytes; each one remembers the byte offset of the token it came from, so
// an operator met inside a procedure is located where it is written.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace plumbline::eps {

enum class Type : std::uint8_t { Null, Integer, Real, Boolean, Name, String, Array, Dict, Operator, Mark, File };

struct Object;
using Array = std::vector<Object>;
struct Dict;

// A file: `currentfile` (the drawing text itself, read from where the scanner stands) or
// a filter's output, decoded whole when it is first read (ops_files.cpp).
struct PendingFilter {
    std::string name;
    long eod_count = 0;
    std::string eod_string;
    bool early_change = true;
};
struct FileData {
    bool current = false;   // currentfile: reads go to the machine's scanner position
    std::string data;       // a filter's decoded bytes
    size_t pos = 0;         // the next byte of `data`
    // Filters over currentfile not read yet: decoded from where the scanner stands when
    // first read, as PostScript reads them (`/f currentfile /ASCII85Decode filter def`
    // and the data after the operator that reads f).
    std::vector<PendingFilter> pending;
    // Run by exec: the program scanned from `pos`, where each of its objects ends in `data`,
    // a syntax error met there (raised when the objects before it have run), and whether
    // data was read since (the program goes on from `pos`, scanned again).
    std::string unsupported;   // a decode filter not implemented: an image may take it (and skip it), nothing may read it
    std::vector<std::uint32_t> ends;
    std::string problem, problem_error;
    bool rescan = false;
};

struct Object {
    Type type = Type::Null;
    bool executable = false;
    bool from_token = false;      // a number written in the source (not computed): its text is at `offset`
    bool immediate = false;       // a `//name` of the program, looked up when the scanner reaches it
    std::uint32_t offset = 0;     // byte offset of the token it came from (computed: the operator's)
    union {
        std::int64_t i;           // Integer; Operator: its index in the operator table
        double r;                 // Real
        bool b;                   // Boolean
    };
    std::shared_ptr<void> ref;    // Name: const std::string; String: std::string; Array; Dict; File: FileData

    Object() : i(0) {}

    bool is_number() const { return type == Type::Integer || type == Type::Real; }
    double number() const { return type == Type::Integer ? static_cast<double>(i) : r; }
    const std::string& name() const { return *static_cast<const std::string*>(ref.get()); }   // Name
    std::string& string() const { return *static_cast<std::string*>(ref.get()); }             // String
    Array& array() const { return *static_cast<Array*>(ref.get()); }                          // Array
    Dict& dict() const { return *static_cast<Dict*>(ref.get()); }                             // Dict
    FileData& file() const { return *static_cast<FileData*>(ref.get()); }                     // File
};
static_assert(sizeof(Object) <= 32, "an object stays small: procedures are millions of them");

// Counts, per thread, every change to the keys of any dictionary (one added or removed, the
// whole replaced): Machine::lookup remembers where it found a name for as long as this stays.
extern thread_local std::uint64_t dict_keys_changed;

// A dictionary's entries: a std::map whose changes to its keys move dict_keys_changed. A value
// changed in place does not: a remembered lookup points at the value, not at a copy.
class Entries : public std::map<std::string, Object, std::less<>> {
    using Base = std::map<std::string, Object, std::less<>>;

public:
    Entries() = default;
    Entries(const Entries& other) = default;
    // A copy made by inserting each entry after the last (two comparisons each), as the
    // copy constructors of libc++ and libstdc++ do; libc++'s copy assignment into an empty
    // map searches from the root for every entry instead (systemdict's 400 operators and
    // the glyph names copied so were about a tenth of an EPS answer with text in the module).
    explicit Entries(const Base& other) {
        for (const auto& entry : other) Base::emplace_hint(Base::end(), entry);
    }
    Entries(Entries&& other) noexcept : Base(std::move(static_cast<Base&>(other))) { ++dict_keys_changed; }
    Entries& operator=(const Entries& other) {
        ++dict_keys_changed;
        Base::operator=(other);
        return *this;
    }
    Entries& operator=(Entries&& other) noexcept {
        ++dict_keys_changed;
        Base::operator=(std::move(static_cast<Base&>(other)));
        return *this;
    }
    template <class K>
    Object& operator[](K&& key) {
        const auto it = Base::find(key);
        if (it != Base::end()) return it->second;
        ++dict_keys_changed;
        return Base::operator[](std::forward<K>(key));
    }
    template <class... A>
    auto erase(A&&... a) {
        ++dict_keys_changed;
        return Base::erase(std::forward<A>(a)...);
    }
    template <class... A>
    auto emplace(A&&... a) {
        ++dict_keys_changed;
        return Base::emplace(std::forward<A>(a)...);
    }
    template <class... A>
    auto insert(A&&... a) {
        ++dict_keys_changed;
        return Base::insert(std::forward<A>(a)...);
    }
    template <class... A>
    auto try_emplace(A&&... a) {
        ++dict_keys_changed;
        return Base::try_emplace(std::forward<A>(a)...);
    }
    template <class... A>
    auto insert_or_assign(A&&... a) {
        ++dict_keys_changed;
        return Base::insert_or_assign(std::forward<A>(a)...);
    }
    template <class... A>
    auto emplace_hint(A&&... a) {
        ++dict_keys_changed;
        return Base::emplace_hint(std::forward<A>(a)...);
    }
    void clear() {
        ++dict_keys_changed;
        Base::clear();
    }
    void swap(Entries& other) {
        ++dict_keys_changed;
        Base::swap(other);
    }
    void extract() = delete;
    void merge() = delete;
};

struct Dict {
    Entries entries;
};

// Composites can hold themselves (systemdict holds /systemdict; `[0] dup dup 0 exch put`),
// and shared references never free a cycle; and a program can nest them a million deep
// (`null 1000000 { 1 array dup 0 4 -1 roll put } repeat`), which freed the plain way recurses
// once per level and overflows the stack. While an arena is open on a thread, every array
// and dictionary made there is noted, and one whose last reference goes is freed in a loop,
// not recursively; release() empties all that are left, which breaks every cycle. A Machine
// opens one for its run.
class CompositeArena {
public:
    CompositeArena();
    ~CompositeArena();
    CompositeArena(const CompositeArena&) = delete;
    CompositeArena& operator=(const CompositeArena&) = delete;
    void release();

    static std::shared_ptr<Array> make(Array a);
    static std::shared_ptr<Dict> make_dict();
    // A composite used as a dictionary key is known by a number given the first time it is
    // used so, in the order the program does it: the same on every machine and build, which
    // its address is not (a key shows in messages, and `forall` visits keys in their order).
    // 0 when no arena is open.
    static std::uint64_t serial(const void* composite);

private:
    struct Deleter {
        void operator()(Array* a) const;
        void operator()(Dict* d) const;
    };
    template <class T>
    static void note(const std::shared_ptr<T>& composite);
    template <class T>
    static void dispose(T* composite);
    void compact();   // forgets the composites already freed, so the notes stay as many as the live ones

    std::vector<std::weak_ptr<Array>> arrays_;
    std::vector<std::weak_ptr<Dict>> dicts_;
    size_t compact_at_ = 4096;
    std::vector<Array*> doomed_arrays_;   // freed by the loop in dispose()
    std::vector<Dict*> doomed_dicts_;
    bool disposing_ = false;
    std::unordered_map<const void*, std::uint64_t> serials_;   // of composites used as keys, while alive
    std::uint64_t next_serial_ = 1;
    CompositeArena* outer_;
};

Object make_integer(std::int64_t v, std::uint32_t offset = 0);
Object make_real(double v, std::uint32_t offset = 0);
// An integer when v is integral and fits 32 bits and `integer` is asked, else a real.
Object make_number(double v, bool integer, std::uint32_t offset = 0);
Object make_bool(bool v, std::uint32_t offset = 0);
Object make_name(std::string_view name, bool executable, std::uint32_t offset = 0);
Object make_string(std::string s, std::uint32_t offset = 0);
Object make_array(Array a, bool executable, std::uint32_t offset = 0);
Object make_dict(std::uint32_t offset = 0);
Object make_mark(std::uint32_t offset = 0);
Object make_operator(int index, std::uint32_t offset = 0);
Object make_file(FileData file, std::uint32_t offset = 0);

// PostScript's type names, for messages: "integertype", "arraytype" ...
const char* type_name(Type t);

// The dictionary key of an object: a name or a string by its text, anything else by a
// spelling of its own ("#12" for the integer 12); false when it cannot be a key (null).
bool key_of(const Object& o, std::string* key);

// eq: numbers by value (1 eq 1.0), names and strings by text, composites by identity.
bool equal(const Object& a, const Object& b);

// A short spelling for messages: "12", "/name", "(text)", "--array--".
std::string describe(const Object& o);

// Text for a message: bytes outside printable ASCII as \ooo escapes, at most `max` bytes.
std::string printable(std::string_view text, size_t max = 60);

}  // namespace plumbline::eps
