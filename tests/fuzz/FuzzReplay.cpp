// A main() for a libFuzzer target built without libFuzzer (gcc, the dev and asan builds): feeds each
// file named on the command line to LLVMFuzzerTestOneInput once, as `fuzzer FILE...` replays a corpus.
// A CoastlineError is a normal answer (FuzzSupport::run swallows it); any other exception or a crash
// fails the test. Used by fuzz_cli_arguments_replay (tests/CMakeLists.txt) on tests/data/fuzz/*.args.
#include <QFile>
#include <cstddef>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char *argv[])
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE...\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; ++i) {
        QFile file(QString::fromLocal8Bit(argv[i]));
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "error: %s: cannot read\n", argv[i]);
            return 2;
        }
        const QByteArray bytes = file.readAll();
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
        std::printf("replayed %s (%lld bytes)\n", argv[i], static_cast<long long>(bytes.size()));
    }
    return 0;
}
