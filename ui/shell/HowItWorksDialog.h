#pragma once

#include <QDialog>

/// Help → How a recommendation is made: the seed text (:/data/how-a-recommendation-is-made.txt),
/// rendered with its headings.
class HowItWorksDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HowItWorksDialog(QWidget *parent = nullptr);

    /// The text as HTML: lines ending in ¶ become headings, other lines paragraphs.
    static QString renderedText();
};
