// libFuzzer target: coastline-cli's argument parser (app/cli CommandLine with every option group, the
// workload, policy and job-size flags applied to the embedded default configuration). The input is
// split at NUL bytes into arguments. Commands are not executed (they would write files), only parsed.
#include "FuzzSupport.h"
#include "config/ConfigurationIo.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"

#include <QBuffer>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run([&] {
        QStringList arguments;
        for (const QByteArray &part : FuzzSupport::bytes(data, size).split('\0'))
            arguments.append(QString::fromUtf8(part));
        QBuffer out;
        QBuffer err;
        out.open(QIODevice::WriteOnly);
        err.open(QIODevice::WriteOnly);
        const cli::Console console(out, err);
        cli::CommandLine commandLine(QStringLiteral("recommend"), QStringLiteral("fuzz"), console);
        commandLine.addWorkloadOptions();
        commandLine.addOutputOptions();
        commandLine.addPolicyOptions();
        commandLine.addJobSizeOptions();
        if (commandLine.parse(arguments))
            return; // --help
        Configuration config = ConfigurationIo::embeddedDefault();
        cli::applyWorkloadFlags(commandLine, config);
        commandLine.applyPolicyFlags(config);
    });
}
