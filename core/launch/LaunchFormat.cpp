#include "launch/LaunchFormat.h"

#include "common/NamedChoice.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace LaunchFormats {

QStringList names()
{
    return {QStringLiteral("torchtitan"), QStringLiteral("megatron"), QStringLiteral("accelerate"),
        QStringLiteral("deepspeed"), QStringLiteral("slurm")};
}

QString name(LaunchFormat format)
{
    return names().at(int(format));
}

QString title(LaunchFormat format)
{
    static const QStringList titles {QStringLiteral("torchtitan"), QStringLiteral("Megatron-LM"),
        QStringLiteral("accelerate"), QStringLiteral("DeepSpeed"), QStringLiteral("Slurm")};
    return titles.at(int(format));
}

LaunchFormat parse(const QString &text, const QString &what)
{
    return LaunchFormat(NamedChoice::parse(text, names(), what));
}

namespace {

std::optional<LaunchFormat> byContent(const QByteArray &text)
{
    const QString s = QString::fromUtf8(text);
    const QString trimmed = s.trimmed();
    if (trimmed.startsWith(u'{')) {
        static const QRegularExpression deepspeed(
            QStringLiteral("\"(train_batch_size|train_micro_batch_size_per_gpu|zero_optimization)\""));
        return deepspeed.match(s).hasMatch() ? LaunchFormat::Deepspeed : LaunchFormat::Accelerate;
    }
    static const QRegularExpression toml(
        QStringLiteral("^\\s*\\[[A-Za-z_][A-Za-z0-9_.]*\\]\\s*$"), QRegularExpression::MultilineOption);
    if (toml.match(s).hasMatch())
        return LaunchFormat::Torchtitan;
    static const QRegularExpression yaml(
        QStringLiteral("^(distributed_type|fsdp_config|compute_environment):"),
        QRegularExpression::MultilineOption);
    if (yaml.match(s).hasMatch())
        return LaunchFormat::Accelerate;
    static const QRegularExpression args(
        QStringLiteral("(^|\\s)--[a-z]"), QRegularExpression::MultilineOption);
    if (args.match(s).hasMatch())
        return LaunchFormat::Megatron;
    return std::nullopt;
}

} // namespace

std::optional<LaunchFormat> detect(const QString &path, const QByteArray &text)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"toml" || suffix == u"torchtitan")
        return LaunchFormat::Torchtitan;
    if (suffix == u"yaml" || suffix == u"yml" || suffix == u"accelerate")
        return LaunchFormat::Accelerate;
    if (suffix == u"megatron" || suffix == u"args" || suffix == u"sh")
        return LaunchFormat::Megatron;
    if (suffix == u"deepspeed")
        return LaunchFormat::Deepspeed;
    return byContent(text);
}

} // namespace LaunchFormats
