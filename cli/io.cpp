// Reading inputs whole and printing JSON safely.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "cli.hpp"

namespace plumb {

bool read_input(const std::string& path, std::string& out) {
    if (path == "-") {
        std::ostringstream buffer;
        buffer << std::cin.rdbuf();
        out = buffer.str();
        return !std::cin.bad();
    }
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return false;
    std::ifstream file(path, std::ios::binary);
    if (!file) return false;
    out.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
    return !file.bad();
}

std::string dump(const nlohmann::json& j, bool pretty) { return plumbline::to_text(j, pretty); }

}  // namespace plumb
