#pragma once

#include <QDialog>

/// Help → How a recommendation is made: how this application recommends (its CLI, its memory model
/// and training setups, its predictors, feasibility and ranking; :/data/how-coastline-recommends.html),
/// followed by the seed text (:/data/how-a-recommendation-is-made.txt) as an appendix.
class HowItWorksDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HowItWorksDialog(QWidget *parent = nullptr);

    /// The whole text as HTML: the application's explanation, then "Appendix: the seed text".
    static QString renderedText();
    /// The seed text as HTML: lines ending in ¶ become headings, tables tables, other lines paragraphs.
    static QString seedText();
};
