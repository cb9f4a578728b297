// Where SMILES strings sit in a response, for extraction.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "formats/blocks.hpp"

namespace plumbline {

// In a code fence (```smiles, ```smi, or one without a language) and in a task's drawing:
// the whole stretch when it is one SMILES string (only the characters SMILES uses, atoms
// outside brackets from the organic subset), optionally followed by a name on its line. In
// prose: a line that is only such a string, two characters or more, so a word ("Done",
// "benzene") is no molecule. A SMILES string has no closing token: a string found is complete.
void find_smiles_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out);

// The diagnostic codes the reader writes (smiles_codes.cpp), for the format's registry row.
const std::vector<CodeInfo>& smiles_codes();

}  // namespace plumbline
