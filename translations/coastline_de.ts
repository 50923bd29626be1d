<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BatchResultsModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Tokens/sample</source>
        <translation>Tokens/Sample</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Total GPUs</source>
        <translation>GPUs gesamt</translation>
    </message>
    <message>
        <source>GPUs/node × nodes</source>
        <translation>GPUs/Knoten × Knoten</translation>
    </message>
    <message>
        <source>Batch/device</source>
        <translation>Batchgröße pro Gerät</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <source>Cluster power (W)</source>
        <translation>Clusterleistung (W)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>BatchWindow</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Recommend for a CSV of Jobs — Coastline Desktop</source>
        <translation>Empfehlungen für eine CSV-Datei mit Jobs — Coastline Desktop</translation>
    </message>
    <message>
        <source>workloads CSV: llm_model, fine_tuning_method, gpu_model, tokens_per_sample, batch_size</source>
        <translation>Workload-CSV: llm_model, fine_tuning_method, gpu_model, tokens_per_sample, batch_size</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Workloads:</source>
        <translation>&amp;Workloads:</translation>
    </message>
    <message>
        <source>Choose a workloads CSV</source>
        <translation>Workload-CSV auswählen</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Cancelled after %1 rows.</source>
        <translation>Nach %1 Zeilen abgebrochen.</translation>
    </message>
    <message>
        <source>%1 of %2 rows failed; see the Status column.</source>
        <translation>%1 von %2 Zeilen fehlgeschlagen; siehe Spalte „Status“.</translation>
    </message>
    <message>
        <source>All %1 rows recommended.</source>
        <translation>Für alle %1 Zeilen gibt es eine Empfehlung.</translation>
    </message>
    <message>
        <source>Export batch results</source>
        <translation>Batch-Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
</context>
<context>
    <name>ConfigurationEditCommand</name>
    <message>
        <source>llm</source>
        <comment>undo: the LLM field</comment>
        <translation>LLM</translation>
    </message>
    <message>
        <source>method</source>
        <comment>undo: the fine-tuning method field</comment>
        <translation>Feintuning-Methode</translation>
    </message>
    <message>
        <source>gpu</source>
        <comment>undo: the GPU model field</comment>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <source>tokens</source>
        <comment>undo: the tokens per sample field</comment>
        <translation>Tokens pro Sample</translation>
    </message>
    <message>
        <source>batch</source>
        <comment>undo: the per-device batch size field</comment>
        <translation>Batchgröße pro Gerät</translation>
    </message>
    <message>
        <source>jobLayout</source>
        <comment>undo: the job layout check box</comment>
        <translation>Job-Layout</translation>
    </message>
    <message>
        <source>gpusPerNode</source>
        <comment>undo: the job&apos;s GPUs per node</comment>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>nodes</source>
        <comment>undo: the job&apos;s number of nodes</comment>
        <translation>Knotenanzahl</translation>
    </message>
    <message>
        <source>jobSize</source>
        <comment>undo: the job size mode</comment>
        <translation>Jobgröße</translation>
    </message>
    <message>
        <source>totalTokens</source>
        <comment>undo: the job&apos;s total tokens</comment>
        <translation>Tokens gesamt</translation>
    </message>
    <message>
        <source>datasetTokens</source>
        <comment>undo: the dataset tokens</comment>
        <translation>Datensatz-Tokens</translation>
    </message>
    <message>
        <source>epochs</source>
        <comment>undo: the number of epochs</comment>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>clusterGpus</source>
        <comment>undo: the cluster&apos;s GPU budget</comment>
        <translation>Cluster-GPUs</translation>
    </message>
    <message>
        <source>maxNodes</source>
        <comment>undo: the cluster&apos;s maximum nodes</comment>
        <translation>Max. Knoten</translation>
    </message>
    <message>
        <source>maxGpusPerNode</source>
        <comment>undo: the cluster&apos;s maximum GPUs per node</comment>
        <translation>Max. GPUs pro Knoten</translation>
    </message>
    <message>
        <source>gpuModels</source>
        <comment>undo: the cluster&apos;s GPU models</comment>
        <translation>GPU-Modelle</translation>
    </message>
    <message>
        <source>goal</source>
        <comment>undo: the ranking goal</comment>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>alpha</source>
        <comment>undo: the runtime weight α</comment>
        <translation>α (Laufzeit)</translation>
    </message>
    <message>
        <source>beta</source>
        <comment>undo: the energy weight β</comment>
        <translation>β (Energie)</translation>
    </message>
    <message>
        <source>maxSlowdown</source>
        <comment>undo: the maximum slowdown</comment>
        <translation>Max. Verlangsamung</translation>
    </message>
    <message>
        <source>topK</source>
        <comment>undo: the number of recommendations</comment>
        <translation>Top k</translation>
    </message>
    <message>
        <source>performance</source>
        <comment>undo: the throughput predictor</comment>
        <translation>Durchsatz-Prädiktor</translation>
    </message>
    <message>
        <source>fallback</source>
        <comment>undo: the fallback predictor</comment>
        <translation>Ausweichmodell</translation>
    </message>
    <message>
        <source>feasibility</source>
        <comment>undo: the feasibility check</comment>
        <translation>Machbarkeitsprüfung</translation>
    </message>
    <message>
        <source>empiricalGuard</source>
        <comment>undo: the empirical OOM guard</comment>
        <translation>Empirischer OOM-Schutz</translation>
    </message>
    <message>
        <source>tokenBudget</source>
        <comment>undo: the OOM guard&apos;s token budget</comment>
        <translation>Token-Budget</translation>
    </message>
    <message>
        <source>lookup</source>
        <comment>undo: the measured-runs CSV</comment>
        <translation>Messläufe-CSV</translation>
    </message>
    <message>
        <source>calibration</source>
        <comment>undo: the Kavier calibration table</comment>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <source>batchSizes</source>
        <comment>undo: the batch sizes to sweep</comment>
        <translation>Batchgrößen im Suchraster</translation>
    </message>
    <message>
        <source>totalGpus</source>
        <comment>undo: the GPU counts to sweep</comment>
        <translation>GPU-Anzahlen im Suchraster</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>DialogHooks</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation>Änderungen an %1 vor dem Schließen speichern?</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Ausgewogen</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>Min-GPU</source>
        <translation>Min-GPU</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>%1 (%2 × %3), batch %4 per device</source>
        <translation>%1 (%2 × %3), Batchgröße %4 pro Gerät</translation>
    </message>
</context>
<context>
    <name>GridForm</name>
    <message>
        <source>Search grid</source>
        <translation>Suchraster</translation>
    </message>
    <message>
        <source>Per-device batch sizes to sweep, e.g. 4, 8, 16, 32, 64</source>
        <translation>Zu durchsuchende Batchgrößen pro Gerät, z. B. 4, 8, 16, 32, 64</translation>
    </message>
    <message>
        <source>Total GPU counts to sweep, e.g. 1, 2, 4, 8 (empty: powers of two up to the cluster&apos;s GPUs)</source>
        <translation>Zu durchsuchende GPU-Gesamtanzahlen, z. B. 1, 2, 4, 8 (leer: Zweierpotenzen bis zur GPU-Anzahl des Clusters)</translation>
    </message>
    <message>
        <source>powers of two up to the cluster</source>
        <translation>Zweierpotenzen bis zur Clustergröße</translation>
    </message>
    <message>
        <source>Batch si&amp;zes:</source>
        <translation>Batch&amp;größen:</translation>
    </message>
    <message>
        <source>Total G&amp;PUs:</source>
        <translation>G&amp;PUs gesamt:</translation>
    </message>
    <message>
        <source>Whole numbers ≥ 1, separated by commas</source>
        <translation>Ganze Zahlen ≥ 1, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Batch sizes must be whole numbers ≥ 1 separated by commas, e.g. 4, 8, 16.</source>
        <translation>Batchgrößen müssen ganze Zahlen ≥ 1 sein, durch Kommas getrennt, z. B. 4, 8, 16.</translation>
    </message>
    <message>
        <source>Total GPU counts must be whole numbers ≥ 1 separated by commas, e.g. 1, 2, 4, 8.</source>
        <translation>GPU-Gesamtanzahlen müssen ganze Zahlen ≥ 1 sein, durch Kommas getrennt, z. B. 1, 2, 4, 8.</translation>
    </message>
</context>
<context>
    <name>HowItWorksDialog</name>
    <message>
        <source>How a recommendation is made</source>
        <translation>Wie eine Empfehlung entsteht</translation>
    </message>
    <message>
        <source>&lt;p&gt;The explanation could not be loaded.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Erklärung konnte nicht geladen werden.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>InfrastructureForm</name>
    <message>
        <source>Infrastructure</source>
        <translation>Infrastruktur</translation>
    </message>
    <message>
        <source>Cluster-wide GPU budget</source>
        <translation>GPU-Budget des gesamten Clusters</translation>
    </message>
    <message>
        <source>GPU models present; the GPU picker offers only these (none checked: any)</source>
        <translation>Vorhandene GPU-Modelle; die GPU-Auswahl bietet nur diese an (keines ausgewählt: alle)</translation>
    </message>
    <message>
        <source>Cluster &amp;GPUs:</source>
        <translation>Cluster-&amp;GPUs:</translation>
    </message>
    <message>
        <source>Max &amp;nodes:</source>
        <translation>Max. &amp;Knoten:</translation>
    </message>
    <message>
        <source>Max GPUs/n&amp;ode:</source>
        <translation>Max. GPUs/Kn&amp;oten:</translation>
    </message>
    <message>
        <source>GPU models:</source>
        <translation>GPU-Modelle:</translation>
    </message>
</context>
<context>
    <name>JobForm</name>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>LLM to fine-tune (catalog name; an org/ prefix and aliases are accepted)</source>
        <translation>Zu feintunendes LLM (Katalogname; ein org/-Präfix und Aliasse werden akzeptiert)</translation>
    </message>
    <message>
        <source>Fine-tuning method: full, lora, qlora or gptq-lora</source>
        <translation>Feintuning-Methode: full, lora, qlora oder gptq-lora</translation>
    </message>
    <message>
        <source>GPU model (restricted to the infrastructure&apos;s GPU models when set)</source>
        <translation>GPU-Modell (auf die GPU-Modelle der Infrastruktur beschränkt, falls dort angegeben)</translation>
    </message>
    <message>
        <source>Tokens per sample (sequence length)</source>
        <translation>Tokens pro Sample (Sequenzlänge)</translation>
    </message>
    <message>
        <source>Per-device batch size (min-GPU keeps the job&apos;s total batch)</source>
        <translation>Batchgröße pro Gerät (Min-GPU behält die Gesamt-Batchgröße des Jobs bei)</translation>
    </message>
    <message>
        <source>Job layout</source>
        <translation>Job-Layout</translation>
    </message>
    <message>
        <source>The job&apos;s own GPUs per node × nodes; only min-GPU reads it</source>
        <translation>GPUs pro Knoten × Knoten des Jobs selbst; nur Min-GPU verwendet diese Angabe</translation>
    </message>
    <message>
        <source>GPUs/node ×</source>
        <translation>GPUs/Knoten ×</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Not given</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <source>Total tokens</source>
        <translation>Tokens gesamt</translation>
    </message>
    <message>
        <source>Dataset tokens × epochs</source>
        <translation>Datensatz-Tokens × Epochen</translation>
    </message>
    <message>
        <source>With a job size the ranking also shows runtime (s) and energy (kWh)</source>
        <translation>Mit einer Jobgröße zeigt die Rangliste auch Laufzeit (s) und Energie (kWh)</translation>
    </message>
    <message>
        <source>&amp;LLM:</source>
        <translation>&amp;LLM:</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>&amp;Tokens/sample:</source>
        <translation>&amp;Tokens/Sample:</translation>
    </message>
    <message>
        <source>&amp;Batch/device:</source>
        <translation>&amp;Batchgröße/Gerät:</translation>
    </message>
    <message>
        <source>Job si&amp;ze:</source>
        <translation>&amp;Jobgröße:</translation>
    </message>
    <message>
        <source>Total tokens:</source>
        <translation>Tokens gesamt:</translation>
    </message>
    <message>
        <source>Dataset tokens:</source>
        <translation>Datensatz-Tokens:</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>Epochen:</translation>
    </message>
    <message>
        <source>Unknown LLM</source>
        <translation>Unbekanntes LLM</translation>
    </message>
    <message>
        <source>Choose an LLM from the catalog.</source>
        <translation>Wählen Sie ein LLM aus dem Katalog.</translation>
    </message>
    <message>
        <source>Unknown LLM &apos;%1&apos;. Closest catalog names: %2.</source>
        <translation>Unbekanntes LLM „%1“. Ähnlichste Katalognamen: %2.</translation>
    </message>
    <message>
        <source>Unknown GPU</source>
        <translation>Unbekannte GPU</translation>
    </message>
    <message>
        <source>Choose a GPU from the catalog.</source>
        <translation>Wählen Sie eine GPU aus dem Katalog.</translation>
    </message>
    <message>
        <source>Unknown GPU &apos;%1&apos;. Closest catalog names: %2.</source>
        <translation>Unbekannte GPU „%1“. Ähnlichste Katalognamen: %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>&amp;Ranking</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>Re&amp;jected</source>
        <translation>&amp;Verworfen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open configuration</source>
        <translation>Konfiguration öffnen</translation>
    </message>
    <message>
        <source>YAML configurations (*.yaml *.yml)</source>
        <translation>YAML-Konfigurationen (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Export Ranking as &amp;CSV…</source>
        <translation>Rangliste als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export Ranking as &amp;JSON…</source>
        <translation>Rangliste als &amp;JSON exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <comment>%1: the command, e.g. Change batch</comment>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <comment>%1: the command, e.g. Change batch</comment>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <source>&amp;Inputs</source>
        <translation>&amp;Eingaben</translation>
    </message>
    <message>
        <source>Run &amp;Again</source>
        <translation>Erneut &amp;ausführen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>Recommend for a CSV of &amp;Jobs…</source>
        <translation>Empfehlungen für eine CSV-Datei mit &amp;Jobs…</translation>
    </message>
    <message>
        <source>Choose &amp;Measured Runs CSV…</source>
        <translation>&amp;Messläufe-CSV auswählen…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Takes effect the next time Coastline Desktop starts</source>
        <translation>Wird beim nächsten Start von Coastline Desktop wirksam</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How a Recommendation Is Made</source>
        <translation>&amp;Wie eine Empfehlung entsteht</translation>
    </message>
    <message>
        <source>&amp;About Coastline Desktop</source>
        <translation>Ü&amp;ber Coastline Desktop</translation>
    </message>
    <message>
        <source>the untitled configuration</source>
        <translation>die unbenannte Konfiguration</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Save configuration</source>
        <translation>Konfiguration speichern</translation>
    </message>
    <message>
        <source>YAML configurations (*.yaml)</source>
        <translation>YAML-Konfigurationen (*.yaml)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1[*] — Coastline Desktop</source>
        <translation>%1[*] — Coastline Desktop</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Nothing to export yet: there is no ranking.</source>
        <translation>Noch nichts zu exportieren: Es gibt keine Rangliste.</translation>
    </message>
    <message>
        <source>Export ranking as CSV</source>
        <translation>Rangliste als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export ranking as JSON</source>
        <translation>Rangliste als JSON exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Choose measured runs</source>
        <translation>Messläufe auswählen</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
    <message>
        <source>About Coastline Desktop</source>
        <translation>Über Coastline Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Coastline Desktop %1&lt;/h3&gt;&lt;p&gt;Recommends GPU configurations (total GPUs × per-device batch size) for LLM fine-tuning jobs.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Models and data&lt;/b&gt;&lt;br&gt;Throughput and power: the Kavier analytical model, with the bundled calibration tables.&lt;br&gt;Feasibility: a GPU-memory model standing in for IBM AutoConf (AutoConf&apos;s classifier cannot be shipped in a C++ program).&lt;br&gt;Measured runs: a sample of the IBM fine-tuning profiling dataset.&lt;br&gt;Catalogs: Kavier&apos;s LLM and GPU libraries plus published model architectures.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Libraries&lt;/b&gt;&lt;br&gt;Qt %2 (LGPL-3.0), Qt Charts (GPL-3.0), yaml-cpp (MIT).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Coastline Desktop %1&lt;/h3&gt;&lt;p&gt;Empfiehlt GPU-Konfigurationen (GPUs gesamt × Batchgröße pro Gerät) für das Feintuning von LLMs.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modelle und Daten&lt;/b&gt;&lt;br&gt;Durchsatz und Leistung: das analytische Modell Kavier mit den mitgelieferten Kalibrierungstabellen.&lt;br&gt;Machbarkeit: ein GPU-Speichermodell als Ersatz für IBM AutoConf (der Klassifikator von AutoConf kann nicht in einem C++-Programm ausgeliefert werden).&lt;br&gt;Messläufe: eine Stichprobe aus dem IBM-Datensatz zum Profiling von Feintuning-Läufen.&lt;br&gt;Kataloge: die LLM- und GPU-Bibliotheken von Kavier sowie veröffentlichte Modellarchitekturen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bibliotheken&lt;/b&gt;&lt;br&gt;Qt %2 (LGPL-3.0), Qt Charts (GPL-3.0), yaml-cpp (MIT).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The language changes the next time Coastline Desktop starts.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Coastline Desktop.</translation>
    </message>
    <message>
        <source>Cluster &amp;What-If…</source>
        <translation>Cluster-&amp;Was-wäre-wenn…</translation>
    </message>
</context>
<context>
    <name>MemoryChartView</name>
    <message>
        <source>GB per GPU</source>
        <translation>GB pro GPU</translation>
    </message>
    <message>
        <source>Memory per GPU: no breakdown (only the autoconf memory model gives one)</source>
        <translation>Speicher pro GPU: keine Aufschlüsselung (nur das autoconf-Speichermodell liefert eine)</translation>
    </message>
    <message>
        <source>Memory per GPU: select a configuration</source>
        <translation>Speicher pro GPU: Konfiguration auswählen</translation>
    </message>
    <message>
        <source>Memory per GPU: %1 of %2 GB (%3)</source>
        <translation>Speicher pro GPU: %1 von %2 GB (%3)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>too big</source>
        <translation>zu groß</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>Arbeitsmenge</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>%1: %2 GB</source>
        <translation>%1: %2 GB</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Nutzbar</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ParetoChartView</name>
    <message>
        <source>Throughput vs cluster power</source>
        <translation>Durchsatz vs. Clusterleistung</translation>
    </message>
    <message>
        <source>Cluster power (W)</source>
        <translation>Clusterleistung (W)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <source>%1
%2 tokens/s at %3 W</source>
        <translation>%1
%2 Tokens/s bei %3 W</translation>
    </message>
    <message>
        <source>Throughput vs cluster power (no results)</source>
        <translation>Durchsatz vs. Clusterleistung (keine Ergebnisse)</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>Top %1</source>
        <translation>Top %1</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Ausgewählt</translation>
    </message>
</context>
<context>
    <name>PolicyPanel</name>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Performance 80/20, balanced 50/50, energy 20/80 (α runtime / β energy); min-GPU: fewest GPUs that fit the job&apos;s total batch</source>
        <translation>Leistung 80/20, ausgewogen 50/50, Energie 20/80 (α Laufzeit / β Energie); Min-GPU: die wenigsten GPUs, auf die die Gesamt-Batchgröße des Jobs passt</translation>
    </message>
    <message>
        <source>α: weight of the runtime score</source>
        <translation>α: Gewicht des Laufzeit-Scores</translation>
    </message>
    <message>
        <source>β: weight of the energy score</source>
        <translation>β: Gewicht des Energie-Scores</translation>
    </message>
    <message>
        <source>Max slowdown</source>
        <translation>Max. Verlangsamung</translation>
    </message>
    <message>
        <source>Keep only configurations within this factor of the fastest</source>
        <translation>Nur Konfigurationen behalten, die höchstens um diesen Faktor langsamer sind als die schnellste</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>How many configurations are recommended (automatic: 5, min-GPU 1)</source>
        <translation>Wie viele Konfigurationen empfohlen werden (automatisch: 5, Min-GPU 1)</translation>
    </message>
    <message>
        <source>G&amp;oal:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>α (&amp;runtime):</source>
        <translation>α (&amp;Laufzeit):</translation>
    </message>
    <message>
        <source>β (&amp;energy):</source>
        <translation>β (&amp;Energie):</translation>
    </message>
    <message>
        <source>&amp;Top k:</source>
        <translation>&amp;Top k:</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>PredictorForm</name>
    <message>
        <source>Predictors</source>
        <translation>Prädiktoren</translation>
    </message>
    <message>
        <source>intelligent: a measured run when one matches, else the fallback model</source>
        <translation>intelligent: ein passender Messlauf, falls vorhanden, sonst das Ausweichmodell</translation>
    </message>
    <message>
        <source>Model that intelligent uses when no measured run matches</source>
        <translation>Modell, das intelligent verwendet, wenn kein Messlauf passt</translation>
    </message>
    <message>
        <source>autoconf: GPU-memory model and structural rules; rules: structural rules only; none: no check</source>
        <translation>autoconf: GPU-Speichermodell und Strukturregeln; rules: nur Strukturregeln; none: keine Prüfung</translation>
    </message>
    <message>
        <source>autoconf here is a GPU-memory model standing in for IBM AutoConf.</source>
        <translation>autoconf ist hier ein GPU-Speichermodell als Ersatz für IBM AutoConf.</translation>
    </message>
    <message>
        <source>Empirical OOM guard</source>
        <translation>Empirischer OOM-Schutz</translation>
    </message>
    <message>
        <source>Rejects batch × tokens above the budget; the budget was measured on A100-SXM4-80GB</source>
        <translation>Verwirft Batchgröße × Tokens oberhalb des Budgets; das Budget wurde auf A100-SXM4-80GB gemessen</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>bundled sample</source>
        <translation>mitgelieferte Stichprobe</translation>
    </message>
    <message>
        <source>Measured-runs CSV: a path, or &quot;default&quot; for the bundled run database</source>
        <translation>Messläufe-CSV: ein Pfad oder „default“ für die mitgelieferte Laufdatenbank</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a measured-runs CSV</source>
        <translation>Messläufe-CSV auswählen</translation>
    </message>
    <message>
        <source>Kavier calibration table: default, 4model, allmodels or a JSON path</source>
        <translation>Kavier-Kalibrierungstabelle: default, 4model, allmodels oder ein JSON-Pfad</translation>
    </message>
    <message>
        <source>T&amp;hroughput:</source>
        <translation>&amp;Durchsatz:</translation>
    </message>
    <message>
        <source>&amp;Fallback:</source>
        <translation>Aus&amp;weichmodell:</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>Leistung:</translation>
    </message>
    <message>
        <source>Feasi&amp;bility:</source>
        <translation>&amp;Machbarkeit:</translation>
    </message>
    <message>
        <source>Measured &amp;runs:</source>
        <translation>Mess&amp;läufe:</translation>
    </message>
    <message>
        <source>&amp;Calibration:</source>
        <translation>Kalib&amp;rierung:</translation>
    </message>
    <message>
        <source>bundled run database</source>
        <translation>mitgelieferte Laufdatenbank</translation>
    </message>
    <message>
        <source>%1: %2 rows loaded, %3 valid</source>
        <translation>%1: %2 Zeilen geladen, %3 gültig</translation>
    </message>
</context>
<context>
    <name>RankingTableModel</name>
    <message>
        <source>cache (1 run)</source>
        <translation>Cache (1 Lauf)</translation>
    </message>
    <message>
        <source>cache (%1 runs)</source>
        <translation>Cache (%1 Läufe)</translation>
    </message>
    <message>
        <source>&lt;b&gt;#%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Min-GPU: score = 1 / total GPUs = 1 / %1 = %2</source>
        <translation>Min-GPU: Score = 1 / GPUs gesamt = 1 / %1 = %2</translation>
    </message>
    <message>
        <source>%1 policy: S = α·s&lt;sub&gt;r&lt;/sub&gt; + β·s&lt;sub&gt;e&lt;/sub&gt; = %2 × %3 + %4 × %5 = %6</source>
        <translation>Strategie %1: S = α·s&lt;sub&gt;r&lt;/sub&gt; + β·s&lt;sub&gt;e&lt;/sub&gt; = %2 × %3 + %4 × %5 = %6</translation>
    </message>
    <message>
        <source>s&lt;sub&gt;r&lt;/sub&gt;: runtime score (1 = fastest); s&lt;sub&gt;e&lt;/sub&gt;: energy score (1 = lowest cluster power)</source>
        <translation>s&lt;sub&gt;r&lt;/sub&gt;: Laufzeit-Score (1 = am schnellsten); s&lt;sub&gt;e&lt;/sub&gt;: Energie-Score (1 = geringste Clusterleistung)</translation>
    </message>
    <message>
        <source>Throughput %1 tokens/s from measured runs: cache hit, %2 run(s) (min %3, max %4, σ %5)</source>
        <translation>Durchsatz %1 Tokens/s aus Messläufen: Cache-Treffer, %2 Lauf/Läufe (min. %3, max. %4, σ %5)</translation>
    </message>
    <message>
        <source>Throughput %1 tokens/s predicted by the %2 model</source>
        <translation>Durchsatz %1 Tokens/s, vorhergesagt vom Modell %2</translation>
    </message>
    <message>
        <source>Power %1 W per GPU × %2 GPUs = %3 W (Kavier power model)</source>
        <translation>Leistung %1 W pro GPU × %2 GPUs = %3 W (Kavier-Leistungsmodell)</translation>
    </message>
    <message>
        <source>Feasibility: %1</source>
        <translation>Machbarkeit: %1</translation>
    </message>
    <message>
        <source>Throughput divided by cluster power</source>
        <translation>Durchsatz geteilt durch Clusterleistung</translation>
    </message>
    <message>
        <source>Runtime score s_r: min-max normalised 1/throughput, 1 = fastest</source>
        <translation>Laufzeit-Score s_r: Min-Max-normiert 1/Durchsatz, 1 = am schnellsten</translation>
    </message>
    <message>
        <source>Energy score s_e: min-max normalised cluster power, 1 = lowest</source>
        <translation>Energie-Score s_e: Min-Max-normierte Clusterleistung, 1 = am niedrigsten</translation>
    </message>
    <message>
        <source>Combined score S = α·s_r + β·s_e (min-GPU: 1 / total GPUs)</source>
        <translation>Gesamt-Score S = α·s_r + β·s_e (Min-GPU: 1 / GPUs gesamt)</translation>
    </message>
    <message>
        <source>Needs a job size (total tokens, or dataset tokens × epochs)</source>
        <translation>Erfordert eine Jobgröße (Tokens gesamt oder Datensatz-Tokens × Epochen)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Total
GPUs</source>
        <translation>GPUs
gesamt</translation>
    </message>
    <message>
        <source>GPUs/
node</source>
        <translation>GPUs/
Knoten</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Batch/
device</source>
        <translation>Batchgröße/
Gerät</translation>
    </message>
    <message>
        <source>Total
batch</source>
        <translation>Gesamt-
Batch</translation>
    </message>
    <message>
        <source>Throughput
(tokens/s)</source>
        <translation>Durchsatz
(Tokens/s)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Power
(W/GPU)</source>
        <translation>Leistung
(W/GPU)</translation>
    </message>
    <message>
        <source>Cluster
power (W)</source>
        <translation>Cluster-
leistung (W)</translation>
    </message>
    <message>
        <source>Tokens
per J</source>
        <translation>Tokens
pro J</translation>
    </message>
    <message>
        <source>Runtime
score</source>
        <translation>Laufzeit-
Score</translation>
    </message>
    <message>
        <source>Energy
score</source>
        <translation>Energie-
Score</translation>
    </message>
    <message>
        <source>Combined
score</source>
        <translation>Gesamt-
Score</translation>
    </message>
    <message>
        <source>Runtime
(s)</source>
        <translation>Laufzeit
(s)</translation>
    </message>
    <message>
        <source>Energy
(kWh)</source>
        <translation>Energie
(kWh)</translation>
    </message>
    <message>
        <source>Feasibility</source>
        <translation>Machbarkeit</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>fits: %1 GB of %2 GB per GPU (memory model standing in for AutoConf)</source>
        <translation>passt: %1 GB von %2 GB pro GPU (Speichermodell als Ersatz für AutoConf)</translation>
    </message>
    <message>
        <source>out of memory: %1 GB needed, %2 GB available per GPU</source>
        <translation>Speicher reicht nicht: %1 GB benötigt, %2 GB pro GPU verfügbar</translation>
    </message>
    <message>
        <source>passes the structural rules (no memory check)</source>
        <translation>erfüllt die Strukturregeln (keine Speicherprüfung)</translation>
    </message>
    <message>
        <source>not checked (feasibility: none)</source>
        <translation>nicht geprüft (Machbarkeit: none)</translation>
    </message>
    <message>
        <source>per-device token load %1 (batch %2 x %3 tokens) exceeds the empirical budget of %4</source>
        <translation>Token-Last pro Gerät %1 (Batchgröße %2 × %3 Tokens) überschreitet das empirische Budget von %4</translation>
    </message>
    <message>
        <source>hybrid Mamba model: the Mamba layers&apos; workspace is not modelled (they are counted like attention layers)</source>
        <translation>hybrides Mamba-Modell: Der Arbeitsspeicher der Mamba-Schichten ist nicht modelliert (sie werden wie Attention-Schichten gezählt)</translation>
    </message>
    <message>
        <source>qlora was never measured in the stack this model is calibrated on, so this verdict is a guess</source>
        <translation>qlora wurde in dem Software-Stack, auf den dieses Modell kalibriert ist, nie gemessen; dieses Urteil ist daher eine Schätzung</translation>
    </message>
    <message>
        <source>no prediction</source>
        <translation>keine Vorhersage</translation>
    </message>
    <message>
        <source>no usable power prediction: %1</source>
        <translation>keine verwendbare Leistungsvorhersage: %1</translation>
    </message>
    <message>
        <source>no usable throughput</source>
        <translation>kein verwendbarer Durchsatz</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1; note: %2</source>
        <comment>a feasibility verdict and a caveat</comment>
        <translation>%1; Hinweis: %2</translation>
    </message>
</context>
<context>
    <name>RecommendationRows</name>
    <message>
        <source>%1 GPU (%2 × %3), batch %4 per device</source>
        <translation>%1 GPU (%2 × %3), Batchgröße %4 pro Gerät</translation>
    </message>
    <message>
        <source>%1 GPUs (%2 × %3), batch %4 per device</source>
        <translation>%1 GPUs (%2 × %3), Batchgröße %4 pro Gerät</translation>
    </message>
    <message>
        <source>best for performance</source>
        <translation>beste Leistung</translation>
    </message>
    <message>
        <source>best throughput-vs-energy balance</source>
        <translation>bestes Verhältnis von Durchsatz und Energie</translation>
    </message>
    <message>
        <source>best for energy</source>
        <translation>geringster Energiebedarf</translation>
    </message>
    <message>
        <source>best under the custom weights</source>
        <translation>beste Wahl mit den eigenen Gewichten</translation>
    </message>
    <message>
        <source>intelligent (cache, else %1)</source>
        <translation>intelligent (Cache, sonst %1)</translation>
    </message>
    <message>
        <source>%1 + token budget %2</source>
        <translation>%1 + Token-Budget %L2</translation>
    </message>
    <message>
        <source>No feasible configuration in the search space.</source>
        <translation>Keine machbare Konfiguration im Suchraum.</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs that fit for a total batch of %2 (%3 smaller GPU count rejected)</source>
        <translation>%1 — die wenigsten GPUs, auf die eine Gesamt-Batchgröße von %2 passt (%3 kleinere GPU-Anzahl verworfen)</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs that fit for a total batch of %2 (%3 smaller GPU counts rejected)</source>
        <translation>%1 — die wenigsten GPUs, auf die eine Gesamt-Batchgröße von %2 passt (%3 kleinere GPU-Anzahlen verworfen)</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 feasible configurations</source>
        <translation>%1 — %2 unter %3 machbaren Konfigurationen</translation>
    </message>
    <message>
        <source>, %1× the throughput of the runner-up (%2 GPU, batch %3)</source>
        <translation>, %L1-facher Durchsatz des Zweitplatzierten (%2 GPU, Batchgröße %3)</translation>
    </message>
    <message>
        <source>, %1× the throughput of the runner-up (%2 GPUs, batch %3)</source>
        <translation>, %L1-facher Durchsatz des Zweitplatzierten (%2 GPUs, Batchgröße %3)</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>end of the headline sentence</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Policy: %1</source>
        <translation>Strategie: %1</translation>
    </message>
    <message>
        <source> (alpha %1 runtime, beta %2 energy)</source>
        <translation> (Alpha %L1 Laufzeit, Beta %L2 Energie)</translation>
    </message>
    <message>
        <source>; predictor %1, top pick from %2; power kavier_power; feasibility %3.</source>
        <translation>; Prädiktor %1, Top-Empfehlung von %2; Leistung kavier_power; Machbarkeit %3.</translation>
    </message>
    <message>
        <source>autoconf (memory model)</source>
        <translation>autoconf (Speichermodell)</translation>
    </message>
    <message>
        <source>performance</source>
        <comment>policy name</comment>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>balanced</source>
        <comment>policy name</comment>
        <translation>ausgewogen</translation>
    </message>
    <message>
        <source>energy</source>
        <comment>policy name</comment>
        <translation>Energie</translation>
    </message>
    <message>
        <source>custom</source>
        <comment>policy name</comment>
        <translation>benutzerdefiniert</translation>
    </message>
    <message>
        <source>min_gpu</source>
        <comment>policy name</comment>
        <translation>Min-GPU</translation>
    </message>
</context>
<context>
    <name>RejectedTableModel</name>
    <message>
        <source>feasibility</source>
        <translation>Machbarkeit</translation>
    </message>
    <message>
        <source>prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <source>max slowdown</source>
        <translation>max. Verlangsamung</translation>
    </message>
    <message>
        <source>no usable throughput or power prediction</source>
        <translation>keine verwendbare Durchsatz- oder Leistungsvorhersage</translation>
    </message>
    <message>
        <source>slower than the fastest configuration divided by max_slowdown</source>
        <translation>langsamer als die schnellste Konfiguration geteilt durch max_slowdown</translation>
    </message>
    <message>
        <source>Total
GPUs</source>
        <translation>GPUs
gesamt</translation>
    </message>
    <message>
        <source>GPUs/
node</source>
        <translation>GPUs/
Knoten</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Batch/
device</source>
        <translation>Batchgröße/
Gerät</translation>
    </message>
    <message>
        <source>Total
batch</source>
        <translation>Gesamt-
Batch</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Memory
(GB/GPU)</source>
        <translation>Speicher
(GB/GPU)</translation>
    </message>
    <message>
        <source>Capacity
(GB)</source>
        <translation>Kapazität
(GB)</translation>
    </message>
    <message>
        <source>Weights
(GB)</source>
        <translation>Gewichte
(GB)</translation>
    </message>
    <message>
        <source>Gradients
(GB)</source>
        <translation>Gradienten
(GB)</translation>
    </message>
    <message>
        <source>Optimizer
(GB)</source>
        <translation>Optimierer
(GB)</translation>
    </message>
    <message>
        <source>Working
set (GB)</source>
        <translation>Arbeits-
menge (GB)</translation>
    </message>
    <message>
        <source>Activations
(GB)</source>
        <translation>Aktivierungen
(GB)</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>&amp;Ranking</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>Re&amp;jected</source>
        <translation>&amp;Verworfen</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>Dia&amp;gramme</translation>
    </message>
    <message>
        <source>&amp;Ranking (%1)</source>
        <translation>&amp;Rangliste (%1)</translation>
    </message>
    <message>
        <source>Re&amp;jected (%1)</source>
        <translation>&amp;Verworfen (%1)</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>Keine Empfehlung</translation>
    </message>
    <message>
        <source>&amp;Ranking (0)</source>
        <translation>&amp;Rangliste (0)</translation>
    </message>
</context>
<context>
    <name>ScalingChartView</name>
    <message>
        <source>Total GPUs</source>
        <translation>GPUs gesamt</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <source>Throughput vs total GPUs</source>
        <translation>Durchsatz vs. GPUs gesamt</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>Batchgröße %1</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Ausgewählt</translation>
    </message>
</context>
<context>
    <name>SessionStatus</name>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>simulated in %1 s · shown in %2 ms</source>
        <translation>simuliert in %1 s · angezeigt in %2 ms</translation>
    </message>
    <message>
        <source>%1 candidates · %2 rejected · %3 predicted · %4 cache hits</source>
        <translation>%1 Kandidaten · %2 verworfen · %3 vorhergesagt · %4 Cache-Treffer</translation>
    </message>
</context>
<context>
    <name>SummaryBanner</name>
    <message>
        <source>No recommendation yet</source>
        <translation>Noch keine Empfehlung</translation>
    </message>
    <message>
        <source>%1 (autoconf here is a GPU-memory model standing in for IBM AutoConf.)</source>
        <comment>%1: the policy line of the summary</comment>
        <translation>%1 (autoconf ist hier ein GPU-Speichermodell als Ersatz für IBM AutoConf.)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation>%1%2 %</translation>
    </message>
</context>
<context>
    <name>TraceChart</name>
    <message>
        <source>time since the first submission (h)</source>
        <translation>Zeit seit der ersten Einreichung (h)</translation>
    </message>
    <message>
        <source>GPUs in use</source>
        <translation>GPUs in Benutzung</translation>
    </message>
    <message>
        <source>jobs queued</source>
        <translation>Jobs in der Warteschlange</translation>
    </message>
    <message>
        <source>GPUs in use, baseline</source>
        <translation>GPUs in Benutzung, Ausgangslage</translation>
    </message>
    <message>
        <source>jobs queued, baseline</source>
        <translation>Jobs in der Warteschlange, Ausgangslage</translation>
    </message>
    <message>
        <source>GPUs in use, recommended</source>
        <translation>GPUs in Benutzung, empfohlen</translation>
    </message>
    <message>
        <source>jobs queued, recommended</source>
        <translation>Jobs in der Warteschlange, empfohlen</translation>
    </message>
    <message>
        <source>capacity (%1 GPUs)</source>
        <translation>Kapazität (%1 GPUs)</translation>
    </message>
</context>
<context>
    <name>TracePlotFile</name>
    <message>
        <source>Cluster what-if: %1 nodes × %2 GPUs</source>
        <translation>Cluster-Was-wäre-wenn: %1 Knoten × %2 GPUs</translation>
    </message>
</context>
<context>
    <name>WhatIfJobsModel</name>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Original
nodes × GPUs</source>
        <translation>Ursprünglich
Knoten × GPUs</translation>
    </message>
    <message>
        <source>Recommended
nodes × GPUs</source>
        <translation>Empfohlen
Knoten × GPUs</translation>
    </message>
    <message>
        <source>Original
batch</source>
        <translation>Ursprünglicher
Batch</translation>
    </message>
    <message>
        <source>Recommended
batch</source>
        <translation>Empfohlener
Batch</translation>
    </message>
    <message>
        <source>Duration,
baseline (h)</source>
        <translation>Dauer,
Ausgangslage (h)</translation>
    </message>
    <message>
        <source>Duration,
recommended (h)</source>
        <translation>Dauer,
empfohlen (h)</translation>
    </message>
    <message>
        <source>Wait,
baseline (h)</source>
        <translation>Wartezeit,
Ausgangslage (h)</translation>
    </message>
    <message>
        <source>Wait,
recommended (h)</source>
        <translation>Wartezeit,
empfohlen (h)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>WhatIfWindow</name>
    <message>
        <source>Cluster What-If</source>
        <translation>Cluster-Was-wäre-wenn</translation>
    </message>
    <message>
        <source>Scheduler trace CSV (upstream&apos;s dotted columns)</source>
        <translation>Scheduler-Trace als CSV (Spalten mit Punkt wie bei upstream)</translation>
    </message>
    <message>
        <source>&amp;Open Trace…</source>
        <translation>Trace ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>FCFS + EASY backfilling</source>
        <translation>FCFS + EASY-Backfilling</translation>
    </message>
    <message>
        <source>Strict FCFS</source>
        <translation>Striktes FCFS</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <source>Export Recommended &amp;Trace…</source>
        <translation>Empfohlenen &amp;Trace exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Schedule…</source>
        <translation>&amp;Zeitplan exportieren…</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>Trace:</translation>
    </message>
    <message>
        <source>nodes ×</source>
        <translation>Knoten ×</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Scheduling:</source>
        <translation>Scheduling:</translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation>Cluster:</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>Gesamtdauer</translation>
    </message>
    <message>
        <source>Mean wait</source>
        <translation>Mittlere Wartezeit</translation>
    </message>
    <message>
        <source>95th percentile wait</source>
        <translation>Wartezeit, 95. Perzentil</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation>Trace öffnen</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a trace file first.</source>
        <translation>Wählen Sie zuerst eine Trace-Datei.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>Cancelled: the rows not reached keep their original layout.</source>
        <translation>Abgebrochen: Die nicht erreichten Zeilen behalten ihre ursprüngliche Aufteilung.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) kept their original configuration (see the Note column).</source>
        <translation>
            <numerusform>%n Job behielt seine ursprüngliche Konfiguration (siehe Spalte „Hinweis“).</numerusform>
            <numerusform>%n Jobs behielten ihre ursprüngliche Konfiguration (siehe Spalte „Hinweis“).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job run(s) did not fit the cluster and were skipped.</source>
        <translation>
            <numerusform>%n Joblauf passte nicht in den Cluster und wurde übersprungen.</numerusform>
            <numerusform>%n Jobläufe passten nicht in den Cluster und wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The energy of %n job run(s) is unknown and counted as 0 kWh.</source>
        <translation>
            <numerusform>Die Energie von %n Joblauf ist unbekannt und wird mit 0 kWh gezählt.</numerusform>
            <numerusform>Die Energie von %n Jobläufen ist unbekannt und wird mit 0 kWh gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export Recommended Trace</source>
        <translation>Empfohlenen Trace exportieren</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>Export Schedule</source>
        <translation>Zeitplan exportieren</translation>
    </message>
</context>
</TS>
