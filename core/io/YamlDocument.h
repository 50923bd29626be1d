#pragma once

#include <string>

namespace YAML {
class Node;
}

/// Safe replacement for yaml-cpp 0.7's `YAML::LoadAll` when only the first document is used.
///
/// yaml-cpp 0.7 has a parser bug (jbeder/yaml-cpp#1040, fixed upstream in 0.8.0 by PR #1319): a token
/// that cannot start a node, such as a `,` outside a flow collection, is reported as a null document
/// without being consumed, so `Parser::HandleNextDocument` returns the same empty document forever and
/// `LoadAll` collects them until memory runs out (a one-byte file `,` made the program eat 6.7 GB in
/// 10 s). `YAML::Load` stops after one document and silently returns null for the same text.
/// This class walks the documents with a parser and an event handler that stores nothing, and stops
/// with a YAML::ParserException at the token when a document starts where the previous one did (no
/// token consumed, the parser is stuck). Internal to core (yaml-cpp is a private dependency).
class YamlDocument
{
public:
    /// The first document of `text` (a null node when the text holds none) and, in
    /// `*extraDocuments` when not null, how many documents follow it.
    /// Throws YAML::ParserException (with the mark of the offending token) on malformed text,
    /// including the input that makes yaml-cpp 0.7 loop; linear in the size of the text.
    static YAML::Node loadFirst(const std::string &text, int *extraDocuments = nullptr);
};
