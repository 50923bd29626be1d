#include "io/YamlDocument.h"

#include <sstream>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

namespace {

/// Records where the current document starts; ignores everything else.
class DocumentStarts : public YAML::EventHandler
{
public:
    YAML::Mark start;

    void OnDocumentStart(const YAML::Mark &mark) override { start = mark; }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark &, YAML::anchor_t) override { }
    void OnAlias(const YAML::Mark &, YAML::anchor_t) override { }
    void OnScalar(const YAML::Mark &, const std::string &, YAML::anchor_t, const std::string &) override { }
    void OnSequenceStart(
        const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override
    { }
    void OnSequenceEnd() override { }
    void OnMapStart(
        const YAML::Mark &, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override
    { }
    void OnMapEnd() override { }
};

} // namespace

YAML::Node YamlDocument::loadFirst(const std::string &text, int *extraDocuments)
{
    std::istringstream stream(text);
    YAML::Parser parser(stream);
    DocumentStarts starts;
    int documents = 0;
    int previousPos = -1;
    while (parser.HandleNextDocument(starts)) {
        if (starts.start.pos == previousPos) {
            const std::size_t pos = std::size_t(starts.start.pos);
            const std::string token = pos < text.size() ? std::string(1, text[pos]) : std::string();
            throw YAML::ParserException(starts.start,
                token.empty() || static_cast<unsigned char>(token[0]) < 0x20
                        || static_cast<unsigned char>(token[0]) >= 0x7F
                    ? std::string("unexpected text that cannot start a value")
                    : "unexpected '" + token
                        + "' (a ',' belongs inside [ ] or { }; quote text that starts with it)");
        }
        previousPos = starts.start.pos;
        ++documents;
    }
    if (extraDocuments)
        *extraDocuments = documents > 1 ? documents - 1 : 0;
    // The text is well-formed and ends: yaml-cpp builds the first document the same way again.
    return documents == 0 ? YAML::Node() : YAML::Load(text);
}
