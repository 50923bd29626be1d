<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Coastline Desktop</source>
        <translation>Über Coastline Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Coastline Desktop %1&lt;/h3&gt;&lt;p&gt;Recommends GPU configurations (total GPUs × per-device batch size) for LLM fine-tuning jobs.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Models and data&lt;/b&gt;&lt;br&gt;Throughput and power: the Kavier analytical model, with the bundled calibration tables.&lt;br&gt;Feasibility: a GPU-memory model standing in for IBM AutoConf (AutoConf&apos;s classifier cannot be shipped in a C++ program).&lt;br&gt;Measured runs: a sample of the IBM fine-tuning profiling dataset.&lt;br&gt;Catalogs: Kavier&apos;s LLM and GPU libraries plus published model architectures.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Libraries&lt;/b&gt;&lt;br&gt;Qt %2 (LGPL-3.0), Qt Charts (GPL-3.0), yaml-cpp (MIT).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Coastline Desktop %1&lt;/h3&gt;&lt;p&gt;Empfiehlt GPU-Konfigurationen (GPUs gesamt × Batchgröße pro Gerät) für das Feintuning von LLMs.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modelle und Daten&lt;/b&gt;&lt;br&gt;Durchsatz und Leistung: das analytische Modell Kavier mit den mitgelieferten Kalibrierungstabellen.&lt;br&gt;Machbarkeit: ein GPU-Speichermodell als Ersatz für IBM AutoConf (der Klassifikator von AutoConf kann nicht in einem C++-Programm ausgeliefert werden).&lt;br&gt;Messläufe: eine Stichprobe aus dem IBM-Datensatz zum Profiling von Feintuning-Läufen.&lt;br&gt;Kataloge: die LLM- und GPU-Bibliotheken von Kavier sowie veröffentlichte Modellarchitekturen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bibliotheken&lt;/b&gt;&lt;br&gt;Qt %2 (LGPL-3.0), Qt Charts (GPL-3.0), yaml-cpp (MIT).&lt;/p&gt;</translation>
    </message>
</context>
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
    <message>
        <source>Every row is recommended with the main window&apos;s current goal, grid, cluster and predictors; they are read again on every Run.</source>
        <translation>Jede Zeile wird mit dem aktuellen Ziel, Suchraster, Cluster und den Prädiktoren des Hauptfensters empfohlen; sie werden bei jedem Ausführen neu gelesen.</translation>
    </message>
    <message>
        <source>%1 values, %2 … %3</source>
        <translation>%1 Werte, %2 … %3</translation>
    </message>
    <message>
        <source>Settings: goal %1 · total GPUs %2 · batch sizes %3 · cluster %4 GPUs (≤ %5 nodes × %6) · predictors %7 / %8</source>
        <translation>Einstellungen: Ziel %1 · GPUs gesamt %2 · Batchgrößen %3 · Cluster %4 GPUs (≤ %5 Knoten × %6) · Prädiktoren %7 / %8</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <source>Throughput vs GPUs</source>
        <translation>Durchsatz über GPUs</translation>
    </message>
    <message>
        <source>Runtime / cost vs GPUs</source>
        <translation>Laufzeit / Kosten über GPUs</translation>
    </message>
    <message>
        <source>Energy per token vs GPUs</source>
        <translation>Energie pro Token über GPUs</translation>
    </message>
    <message>
        <source>Runtime / cost vs GPUs needs a job size (total tokens); the deadline or budget is drawn as a dashed line. Energy per token is cluster power / throughput, counting the power the results name (GPU or node)</source>
        <translation>Laufzeit / Kosten über GPUs braucht eine Jobgröße (Tokens gesamt); die Frist oder das Budget ist als gestrichelte Linie eingezeichnet. Energie pro Token ist Clusterleistung / Durchsatz und zählt die Leistung, die die Ergebnisse nennen (GPU oder Knoten)</translation>
    </message>
</context>
<context>
    <name>CoastlineError</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot read: it is a folder, not a file</source>
        <translation>%1: kann nicht gelesen werden: das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>%1: cannot read: the file is larger than %2</source>
        <translation>%1: kann nicht gelesen werden: die Datei ist größer als %2</translation>
    </message>
    <message>
        <source>%1: the CSV file is empty (no header row)</source>
        <translation>%1: die CSV-Datei ist leer (keine Kopfzeile)</translation>
    </message>
    <message>
        <source>%1:%2: unterminated quoted field</source>
        <translation>%1:%2: Feld in Anführungszeichen nicht abgeschlossen</translation>
    </message>
    <message numerus="yes">
        <source>%1:%2: row has %n cells but the header has %3 columns</source>
        <translation>
            <numerusform>%1:%2: die Zeile hat %n Zelle, die Kopfzeile aber %3 Spalten</numerusform>
            <numerusform>%1:%2: die Zeile hat %n Zellen, die Kopfzeile aber %3 Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos; appears more than once in the header</source>
        <translation>%1:%2: Spalte „%3“ kommt in der Kopfzeile mehrfach vor</translation>
    </message>
    <message>
        <source>%1: missing required columns: %2</source>
        <translation>%1: erforderliche Spalten fehlen: %2</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos;: expected a number, got &apos;%4&apos;</source>
        <translation>%1:%2: Spalte „%3“: Zahl erwartet, erhalten: „%4“</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos;: expected a whole number, got &apos;%4&apos;</source>
        <translation>%1:%2: Spalte „%3“: ganze Zahl erwartet, erhalten: „%4“</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos;: expected true or false, got &apos;%4&apos;</source>
        <translation>%1:%2: Spalte „%3“: true oder false erwartet, erhalten: „%4“</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>the list is empty; give at least one value</source>
        <translation>die Liste ist leer; geben Sie mindestens einen Wert an</translation>
    </message>
    <message>
        <source>expected a whole number, got &apos;%1&apos;</source>
        <translation>ganze Zahl erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>Zahl erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected true or false, got &apos;%1&apos;</source>
        <translation>true oder false erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>muss mindestens %1 sein, erhalten: %2</translation>
    </message>
    <message>
        <source>%1 is above the maximum %2</source>
        <translation>%1 liegt über dem Höchstwert %2</translation>
    </message>
    <message>
        <source>%1: unknown name &apos;%2&apos;; closest catalog names: %3</source>
        <translation>%1: unbekannter Name „%2“; nächstliegende Katalognamen: %3</translation>
    </message>
    <message>
        <source>%1: unknown value &apos;%2&apos;; choose from %3</source>
        <translation>%1: unbekannter Wert „%2“; zur Auswahl stehen %3</translation>
    </message>
    <message>
        <source>%1: unknown value &apos;%2&apos; (did you mean &apos;%3&apos;?); choose from %4</source>
        <translation>%1: unbekannter Wert „%2“ (meinten Sie „%3“?); zur Auswahl stehen %4</translation>
    </message>
    <message>
        <source>%1: unknown goal &apos;%2&apos;; choose from %3</source>
        <translation>%1: unbekanntes Ziel „%2“; zur Auswahl stehen %3</translation>
    </message>
    <message>
        <source>%1: unknown goal &apos;%2&apos; (did you mean &apos;%3&apos;?); choose from %4</source>
        <translation>%1: unbekanntes Ziel „%2“ (meinten Sie „%3“?); zur Auswahl stehen %4</translation>
    </message>
    <message>
        <source>workload.fine_tuning_method: unknown method &apos;%1&apos;; choose from %2</source>
        <translation>workload.fine_tuning_method: unbekannte Methode „%1“; zur Auswahl stehen %2</translation>
    </message>
    <message>
        <source>%1: missing value</source>
        <translation>%1: Wert fehlt</translation>
    </message>
    <message>
        <source>%1: must be at least 1, got %2</source>
        <translation>%1: muss mindestens 1 sein, erhalten: %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a duration; write a number &gt; 0 and a unit s, min, h or d, e.g. 48h</source>
        <translation>%1: „%2“ ist keine Dauer; geben Sie eine Zahl &gt; 0 und eine Einheit s, min, h oder d an, z. B. 48h</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a budget; write a number &gt; 0 in cost units (2000) or in GPU-hours (2000gpuh)</source>
        <translation>%1: „%2“ ist kein Budget; geben Sie eine Zahl &gt; 0 in Kosteneinheiten (2000) oder in GPU-Stunden (2000gpuh) an</translation>
    </message>
    <message>
        <source>alpha and beta must be finite numbers &gt;= 0, got alpha %1, beta %2</source>
        <translation>alpha und beta müssen endliche Zahlen &gt;= 0 sein, erhalten: alpha %1, beta %2</translation>
    </message>
    <message>
        <source>alpha and beta are both zero; at least one must be positive</source>
        <translation>alpha und beta sind beide null; mindestens einer muss positiv sein</translation>
    </message>
    <message>
        <source>top_k must be at least 1, got %1</source>
        <translation>top_k muss mindestens 1 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>max_slowdown must be a finite number &gt;= 1, got %1</source>
        <translation>max_slowdown muss eine endliche Zahl &gt;= 1 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>the search grid has more than %1 configurations (GPU counts × batch sizes); shorten grid.batch_sizes or grid.total_gpus</source>
        <translation>das Suchraster hat mehr als %1 Konfigurationen (GPU-Anzahlen × Batchgrößen); kürzen Sie grid.batch_sizes oder grid.total_gpus</translation>
    </message>
    <message numerus="yes">
        <source>min-GPU: no GPU count from 1 to %1 is feasible for a total batch of %2 (%n counts tried)</source>
        <translation>
            <numerusform>min-GPU: keine GPU-Anzahl von 1 bis %1 ist für eine Gesamt-Batchgröße von %2 machbar (%n Anzahl geprüft)</numerusform>
            <numerusform>min-GPU: keine GPU-Anzahl von 1 bis %1 ist für eine Gesamt-Batchgröße von %2 machbar (%n Anzahlen geprüft)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no feasible configuration could be predicted among the %n candidates (%1 rejected by the feasibility check)</source>
        <translation>
            <numerusform>keine machbare Konfiguration konnte vorhergesagt werden: %n Kandidat, %1 davon von der Machbarkeitsprüfung verworfen</numerusform>
            <numerusform>keine machbare Konfiguration konnte vorhergesagt werden: %n Kandidaten, %1 davon von der Machbarkeitsprüfung verworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>malformed YAML: %1</source>
        <translation>fehlerhaftes YAML: %1</translation>
    </message>
    <message>
        <source>tab character in the indentation; YAML indents with spaces only</source>
        <translation>Tabulatorzeichen in der Einrückung; YAML rückt nur mit Leerzeichen ein</translation>
    </message>
    <message>
        <source>the search has %1 candidates with its parallel layouts (%2 configurations of GPU counts × batch sizes, each once per valid layout), more than %3; list fewer layouts in search.layouts (--layouts, e.g. tp2,tp4cp2), or shorten grid.batch_sizes or grid.total_gpus</source>
        <translation>die Suche hat mit ihren parallelen Layouts %1 Kandidaten (%2 Konfigurationen aus GPU-Anzahlen × Batchgrößen, jede einmal je gültigem Layout), mehr als %3; nennen Sie weniger Layouts in search.layouts (--layouts, z. B. tp2,tp4cp2) oder kürzen Sie grid.batch_sizes oder grid.total_gpus</translation>
    </message>
    <message>
        <source>precision %1 (--precision, training.precision) needs Blackwell tensor cores with block-scaled %2, and GPU %3 has none (catalog: %4); %1 runs on B200, B300, GB200 and GB300</source>
        <translation>Präzision %1 (--precision, training.precision) braucht Blackwell-Tensor-Cores mit blockskaliertem %2, und die GPU %3 hat keine (Katalog: %4); %1 läuft auf B200, B300, GB200 und GB300</translation>
    </message>
    <message>
        <source>%1:%2: %3: %4</source>
        <translation>%1:%2: %3: %4</translation>
    </message>
    <message>
        <source>%1:%2: %3: expected %4, got &apos;%5&apos;</source>
        <translation>%1:%2: %3: %4 erwartet, erhalten: „%5“</translation>
    </message>
    <message>
        <source>%1:%2: %3 contradicts %4: %5</source>
        <translation>%1:%2: %3 widerspricht %4: %5</translation>
    </message>
    <message>
        <source>--to %1: %2 cannot express %3 &apos;%4&apos;: %5</source>
        <translation>--to %1: %2 kann %3 „%4“ nicht ausdrücken: %5</translation>
    </message>
    <message>
        <source>%1: not a launch file this version reads (a torchtitan TOML, an accelerate YAML, a DeepSpeed JSON or Megatron-LM arguments): %2</source>
        <translation>%1: keine Startdatei, die diese Version liest (ein torchtitan-TOML, ein accelerate-YAML, ein DeepSpeed-JSON oder Megatron-LM-Argumente): %2</translation>
    </message>
    <message>
        <source>%1: %2: expected a whole number from %3 to %4, got %5</source>
        <translation>%1: %2: ganze Zahl von %3 bis %4 erwartet, erhalten: %5</translation>
    </message>
    <message>
        <source>%1: %2: cannot find %3</source>
        <translation>%1: %2: %3 nicht gefunden</translation>
    </message>
    <message>
        <source>%1: model_type &apos;%2&apos; is not one Coastline reads, and the config has mixture-of-experts keys (%3): its parameters cannot be counted without knowing its layers; the model types read are %4</source>
        <translation>%1: model_type „%2“ liest Coastline nicht, und die Konfiguration hat Mixture-of-Experts-Schlüssel (%3): ohne ihre Schichten zu kennen, lassen sich ihre Parameter nicht zählen; gelesen werden die Modelltypen %4</translation>
    </message>
    <message>
        <source>%1: num_key_value_heads: %2 must divide num_attention_heads (%3)</source>
        <translation>%1: num_key_value_heads: %2 muss num_attention_heads (%3) teilen</translation>
    </message>
    <message>
        <source>%1: num_attention_heads: %2 does not divide hidden_size (%3); the config needs head_dim</source>
        <translation>%1: num_attention_heads: %2 teilt hidden_size (%3) nicht; die Konfiguration braucht head_dim</translation>
    </message>
    <message>
        <source>%1: model_type &apos;%2&apos; config: cannot find %3 (the expert count)</source>
        <translation>%1: Konfiguration mit model_type „%2“: %3 (die Zahl der Experten) nicht gefunden</translation>
    </message>
    <message>
        <source>%1: %2: %3, which the importer cannot count from config.json</source>
        <translation>%1: %2: %3, was der Import aus config.json nicht zählen kann</translation>
    </message>
    <message>
        <source>%1: num_experts_per_tok: %2 is more than the %3 experts</source>
        <translation>%1: num_experts_per_tok: %2 ist mehr als die %3 Experten</translation>
    </message>
    <message>
        <source>%1: not a config.json (expected a JSON object)</source>
        <translation>%1: keine config.json (JSON-Objekt erwartet)</translation>
    </message>
    <message>
        <source>%1: intermediate_size: must be at least 1</source>
        <translation>%1: intermediate_size: muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>%1: _name_or_path: missing or empty, so the model has no name; give one (--name)</source>
        <translation>%1: _name_or_path: fehlt oder ist leer, daher hat das Modell keinen Namen; geben Sie einen an (--name)</translation>
    </message>
    <message>
        <source>%1: not a prediction-interval table: %2</source>
        <translation>%1: keine Tabelle der Vorhersageintervalle: %2</translation>
    </message>
    <message>
        <source>%1: not a valid calibration profile: %2</source>
        <translation>%1: kein gültiges Kalibrierprofil: %2</translation>
    </message>
    <message>
        <source>%1: calibration profile version %2 is not supported; this build reads version %3</source>
        <translation>%1: Kalibrierprofil-Version %2 wird nicht unterstützt; dieser Build liest Version %3</translation>
    </message>
    <message>
        <source>%1: the calibration profile&apos;s checksum does not match its contents (edited or damaged); run coastline-cli calibrate again</source>
        <translation>%1: die Prüfsumme des Kalibrierprofils passt nicht zu seinem Inhalt (bearbeitet oder beschädigt); führen Sie coastline-cli calibrate erneut aus</translation>
    </message>
    <message>
        <source>%1:%2: %3 log: %4</source>
        <translation>%1:%2: %3-Log: %4</translation>
    </message>
    <message>
        <source>%1: no measured training steps in this %2 log</source>
        <translation>%1: keine gemessenen Trainingsschritte in diesem %2-Log</translation>
    </message>
    <message>
        <source>%1: the log gives no throughput to import</source>
        <translation>%1: das Log enthält keinen Durchsatz zum Importieren</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos;: expected one of %4, got &apos;%5&apos;</source>
        <translation>%1:%2: Spalte „%3“: einer der Werte %4 erwartet, erhalten: „%5“</translation>
    </message>
</context>
<context>
    <name>ConfigurationEditCommand</name>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <source>fine-tuning method</source>
        <translation>Fine-Tuning-Methode</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <source>tokens per sample</source>
        <translation>Tokens pro Sample</translation>
    </message>
    <message>
        <source>batch per device</source>
        <translation>Batchgröße pro Gerät</translation>
    </message>
    <message>
        <source>job layout</source>
        <translation>Job-Layout</translation>
    </message>
    <message>
        <source>job&apos;s GPUs per node</source>
        <translation>GPUs pro Knoten des Jobs</translation>
    </message>
    <message>
        <source>job&apos;s nodes</source>
        <translation>Knoten des Jobs</translation>
    </message>
    <message>
        <source>job size</source>
        <translation>Jobgröße</translation>
    </message>
    <message>
        <source>total tokens</source>
        <translation>Tokens gesamt</translation>
    </message>
    <message>
        <source>dataset tokens</source>
        <translation>Datensatz-Tokens</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>cluster GPUs</source>
        <translation>Cluster-GPUs</translation>
    </message>
    <message>
        <source>maximum nodes</source>
        <translation>maximale Knotenzahl</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>cluster GPU models</source>
        <translation>GPU-Modelle des Clusters</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>runtime weight α</source>
        <translation>Laufzeitgewicht α</translation>
    </message>
    <message>
        <source>energy weight β</source>
        <translation>Energiegewicht β</translation>
    </message>
    <message>
        <source>maximum slowdown</source>
        <translation>maximale Verlangsamung</translation>
    </message>
    <message>
        <source>top k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>throughput predictor</source>
        <translation>Durchsatz-Prädiktor</translation>
    </message>
    <message>
        <source>fallback predictor</source>
        <translation>Ausweichmodell</translation>
    </message>
    <message>
        <source>feasibility check</source>
        <translation>Machbarkeitsprüfung</translation>
    </message>
    <message>
        <source>empirical OOM guard</source>
        <translation>empirischer OOM-Schutz</translation>
    </message>
    <message>
        <source>OOM guard token budget</source>
        <translation>Token-Budget des OOM-Schutzes</translation>
    </message>
    <message>
        <source>measured-runs CSV</source>
        <translation>Messläufe-CSV</translation>
    </message>
    <message>
        <source>Kavier calibration</source>
        <translation>Kavier-Kalibrierung</translation>
    </message>
    <message>
        <source>batch sizes to sweep</source>
        <translation>zu durchsuchende Batchgrößen</translation>
    </message>
    <message>
        <source>GPU counts to sweep</source>
        <translation>zu durchsuchende GPU-Anzahlen</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>catalog (imported model)</source>
        <translation>Katalog (importiertes Modell)</translation>
    </message>
    <message>
        <source>power model</source>
        <translation>Leistungsmodell</translation>
    </message>
    <message>
        <source>host power per node</source>
        <translation>Host-Leistung pro Knoten</translation>
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
    <name>DocumentController</name>
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
        <source>Cannot read the cluster from %1: %2</source>
        <translation>Der Cluster kann nicht aus %1 gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cluster from %1: %2 GPUs, at most %3 nodes of %4 GPUs; GPU models %5.</source>
        <translation>Cluster aus %1: %2 GPUs, höchstens %3 Knoten mit je %4 GPUs; GPU-Modelle %5.</translation>
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
        <source>%1 (%2 × %3), batch %4 per device</source>
        <translation>%1 (%2 × %3), Batchgröße %4 pro Gerät</translation>
    </message>
    <message>
        <source>Avoid OOM</source>
        <translation>OOM vermeiden</translation>
    </message>
    <message>
        <source>Min-GPU, fixed per-device batch</source>
        <translation>Min-GPU, feste Batchgröße pro Gerät</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>TP%1 PP%2 CP%3 DP%4</source>
        <translation>TP%1 PP%2 CP%3 DP%4</translation>
    </message>
    <message>
        <source> VP%1</source>
        <translation> VP%1</translation>
    </message>
    <message>
        <source> EP%1</source>
        <translation> EP%1</translation>
    </message>
</context>
<context>
    <name>GoalInfo</name>
    <message>
        <source>fewest GPUs that fit the job&apos;s total batch</source>
        <translation>wenigste GPUs, in die die Gesamt-Batch des Jobs passt</translation>
    </message>
    <message>
        <source>the job as submitted when it fits, else the fewest more GPUs at its total batch</source>
        <translation>der Job wie eingereicht, wenn er passt, sonst die wenigsten zusätzlichen GPUs bei seiner Gesamt-Batch</translation>
    </message>
    <message>
        <source>fewest GPUs that fit at the job&apos;s per-device batch</source>
        <translation>wenigste GPUs, die bei der Batch pro Gerät des Jobs passen</translation>
    </message>
    <message>
        <source>the lowest cost (fewest GPU-hours without a price) among the configurations that finish by the deadline; needs a job size</source>
        <translation>die geringsten Kosten (ohne Preis die wenigsten GPU-Stunden) unter den Konfigurationen, die bis zur Frist fertig werden; braucht eine Jobgröße</translation>
    </message>
    <message>
        <source>the fastest configuration within the budget (cost or GPU-hours); needs a job size</source>
        <translation>die schnellste Konfiguration innerhalb des Budgets (Kosten oder GPU-Stunden); braucht eine Jobgröße</translation>
    </message>
    <message>
        <source>your own α and β (moving a slider selects it)</source>
        <translation>eigene α und β (ein Schieberegler wählt es)</translation>
    </message>
    <message>
        <source>α runtime %1 %, β energy %2 %</source>
        <translation>α Laufzeit %1 %, β Energie %2 %</translation>
    </message>
</context>
<context>
    <name>GridForm</name>
    <message>
        <source>Search grid</source>
        <translation>Suchraster</translation>
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
        <source>Per-device batch sizes to sweep: numbers and ranges, e.g. 4, 8, 16 or 1-128 (every number), 8-1024:8 (step 8), pow2:1-1024 (powers of two)</source>
        <translation>Zu durchsuchende Batchgrößen pro Gerät: Zahlen und Bereiche, z. B. 4, 8, 16 oder 1-128 (jede Zahl), 8-1024:8 (Schrittweite 8), pow2:1-1024 (Zweierpotenzen)</translation>
    </message>
    <message>
        <source>Total GPU counts to sweep: numbers and ranges, e.g. 1, 2, 4, 8 or 1-1024 or pow2:1-1024 (empty: powers of two up to the cluster&apos;s GPUs)</source>
        <translation>Zu durchsuchende GPU-Gesamtzahlen: Zahlen und Bereiche, z. B. 1, 2, 4, 8 oder 1-1024 oder pow2:1-1024 (leer: Zweierpotenzen bis zur GPU-Zahl des Clusters)</translation>
    </message>
    <message>
        <source>Any GPU count</source>
        <translation>Beliebige GPU-Anzahl</translation>
    </message>
    <message>
        <source>Whole nodes</source>
        <translation>Ganze Knoten</translation>
    </message>
    <message>
        <source>Powers of two</source>
        <translation>Zweierpotenzen</translation>
    </message>
    <message>
        <source>Which GPU counts the grid keeps. Whole nodes: at most one node&apos;s GPUs, or a multiple of the GPUs per node (no 23 GPUs as 23 single-GPU nodes).</source>
        <translation>Welche GPU-Anzahlen das Raster behält. Ganze Knoten: höchstens die GPUs eines Knotens oder ein Vielfaches der GPUs pro Knoten (keine 23 GPUs als 23 Knoten mit je einer GPU).</translation>
    </message>
    <message>
        <source>&amp;Layouts:</source>
        <translation>La&amp;youts:</translation>
    </message>
    <message>
        <source>Numbers ≥ 1 and ranges, e.g. 4, 8, 16 or 1-128 or 8-1024:8 or pow2:1-1024</source>
        <translation>Zahlen ≥ 1 und Bereiche, z. B. 4, 8, 16 oder 1-128 oder 8-1024:8 oder pow2:1-1024</translation>
    </message>
    <message>
        <source>Batch sizes: %1. %2</source>
        <translation>Batchgrößen: %1. %2</translation>
    </message>
    <message>
        <source>the list is empty</source>
        <translation>die Liste ist leer</translation>
    </message>
    <message>
        <source>Total GPU counts: %1. %2</source>
        <translation>GPU-Gesamtzahlen: %1. %2</translation>
    </message>
    <message>
        <source>Parallel layouts the search tries: data-parallel (every configuration plain data parallel, the default), auto (every valid TP ∈ {1, 2, 4, 8}, PP dividing the layers up to 16, CP ∈ {1, 2, 4, 8}) or a list such as tp2,tp4cp2 (write dp in the list to keep plain data parallelism)</source>
        <translation>Parallele Layouts, die die Suche probiert: data-parallel (jede Konfiguration rein datenparallel, die Vorgabe), auto (jedes gültige TP ∈ {1, 2, 4, 8}, PP als Teiler der Schichten bis 16, CP ∈ {1, 2, 4, 8}) oder eine Liste wie tp2,tp4cp2 (dp in der Liste behält auch die reine Datenparallelität)</translation>
    </message>
    <message>
        <source>Parallel la&amp;youts:</source>
        <translation>Parallele La&amp;youts:</translation>
    </message>
    <message>
        <source>data-parallel, auto or a list of layouts such as tp2,tp4cp2,pp4</source>
        <translation>data-parallel, auto oder eine Liste von Layouts wie tp2,tp4cp2,pp4</translation>
    </message>
    <message>
        <source>Parallel layouts: %1</source>
        <translation>Parallele Layouts: %1</translation>
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
    <message>
        <source>&lt;hr&gt;&lt;h2&gt;Appendix: the seed text&lt;/h2&gt;</source>
        <translation>&lt;hr&gt;&lt;h2&gt;Anhang: der Ursprungstext&lt;/h2&gt;</translation>
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
    <message>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <source>GPU default</source>
        <translation>GPU-Standard</translation>
    </message>
    <message>
        <source>Inter-node bandwidth of one node, all NICs together (e.g. 1,600 = 8 × 200 Gbit/s HDR), for the roofline step-time model; GPU default: the catalog&apos;s value</source>
        <translation>Inter-Node-Bandbreite eines Knotens, alle NICs zusammen (z. B. 1.600 = 8 × 200 Gbit/s HDR), für das roofline-Schrittzeitmodell; GPU-Standard: der Wert aus dem Katalog</translation>
    </message>
    <message>
        <source>&amp;Inter-node:</source>
        <translation>&amp;Inter-Node-Bandbreite:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Price of one GPU-hour, for the cost of each configuration when a job size is given; none: no cost</source>
        <translation>Preis einer GPU-Stunde, für die Kosten jeder Konfiguration, wenn eine Jobgröße angegeben ist; keiner: keine Kosten</translation>
    </message>
    <message>
        <source>Price of one kWh of cluster energy, added to the cost; none: not counted</source>
        <translation>Preis einer kWh Clusterenergie, wird zu den Kosten addiert; keiner: nicht berücksichtigt</translation>
    </message>
    <message>
        <source>e.g. USD</source>
        <translation>z. B. USD</translation>
    </message>
    <message>
        <source>Currency label shown beside costs</source>
        <translation>Währungsbezeichnung, die neben den Kosten angezeigt wird</translation>
    </message>
    <message>
        <source>Price/GPU-&amp;hour:</source>
        <translation>Preis/GPU-&amp;Stunde:</translation>
    </message>
    <message>
        <source>Price/k&amp;Wh:</source>
        <translation>Preis/k&amp;Wh:</translation>
    </message>
    <message>
        <source>Curre&amp;ncy:</source>
        <translation>Währu&amp;ng:</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Host power/node:</source>
        <translation>Host-Leistung/Knoten:</translation>
    </message>
    <message>
        <source>by cooling</source>
        <translation>nach Kühlung</translation>
    </message>
    <message>
        <source>Power of one node besides its GPUs (CPUs, memory, NICs, fans, power-supply losses), shared by its GPUs: node power per GPU = GPU power + host / GPUs per node. Energy and cost count it under roofline_power. By cooling: %1 W per GPU of the node when air-cooled, %2 W when liquid-cooled</source>
        <translation>Leistung eines Knotens neben seinen GPUs (CPUs, Speicher, Netzwerkkarten, Lüfter, Netzteilverluste), auf seine GPUs verteilt: Knotenleistung pro GPU = GPU-Leistung + Host / GPUs pro Knoten. Energie und Kosten zählen sie unter roofline_power. Nach Kühlung: %1 W pro GPU des Knotens bei Luftkühlung, %2 W bei Flüssigkeitskühlung</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>Liquid</source>
        <translation>Flüssigkeit</translation>
    </message>
    <message>
        <source>How the nodes are cooled, which sets the default host power. GPU default: the GPU&apos;s usual system (liquid for GB200/GB300 NVL72 and MI355X, air otherwise)</source>
        <translation>Wie die Knoten gekühlt werden; das bestimmt die voreingestellte Host-Leistung. GPU-Vorgabe: das übliche System der GPU (Flüssigkeit für GB200/GB300 NVL72 und MI355X, sonst Luft)</translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation>Kühlung:</translation>
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
    <message>
        <source>Per-device batch size: min-GPU keeps the job&apos;s total batch (this × the job&apos;s GPUs) and divides it over 1, 2, 4, … GPUs</source>
        <translation>Batchgröße pro Gerät: Min-GPU behält die Gesamt-Batchgröße des Jobs (dieser Wert × die GPUs des Jobs) bei und verteilt sie auf 1, 2, 4, … GPUs</translation>
    </message>
    <message>
        <source>Not used by the %1 goal: it ranks the search grid&apos;s batch sizes. Only min-GPU reads the job&apos;s own batch size.</source>
        <translation>Vom Ziel %1 nicht verwendet: Es bewertet die Batchgrößen des Suchrasters. Nur Min-GPU verwendet die eigene Batchgröße des Jobs.</translation>
    </message>
    <message>
        <source>Also listed in the catalog as %1 (the same model)</source>
        <translation>Im Katalog auch als %1 geführt (dasselbe Modell)</translation>
    </message>
</context>
<context>
    <name>LabMetricsModel</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>MdAPE (%)</source>
        <translation>MdAPE (%)</translation>
    </message>
    <message>
        <source>MAPE (%)</source>
        <translation>MAPE (%)</translation>
    </message>
    <message>
        <source>Worst APE (%)</source>
        <translation>Größter APE (%)</translation>
    </message>
    <message>
        <source>R² (log)</source>
        <translation>R² (log)</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Median absolute percentage error of the held-out predictions</source>
        <translation>Median des absoluten prozentualen Fehlers der zurückgehaltenen Vorhersagen</translation>
    </message>
    <message>
        <source>Mean absolute percentage error of the held-out predictions</source>
        <translation>Mittlerer absoluter prozentualer Fehler der zurückgehaltenen Vorhersagen</translation>
    </message>
    <message>
        <source>Largest absolute percentage error of any held-out prediction</source>
        <translation>Größter absoluter prozentualer Fehler einer zurückgehaltenen Vorhersage</translation>
    </message>
    <message>
        <source>Coefficient of determination of log throughput (1 = perfect)</source>
        <translation>Bestimmtheitsmaß des logarithmierten Durchsatzes (1 = perfekt)</translation>
    </message>
    <message>
        <source>roofline (baseline)</source>
        <translation>roofline (Referenz)</translation>
    </message>
    <message>
        <source>The roofline step-time model on the same rows: the baseline a learned model must beat</source>
        <translation>Das roofline-Schrittzeitmodell auf denselben Zeilen: die Referenz, die ein gelerntes Modell übertreffen muss</translation>
    </message>
    <message>
        <source>%1: cross-validated on %2 rows; the roofline model on the same rows: MdAPE %3 %</source>
        <translation>%1: kreuzvalidiert auf %2 Zeilen; das roofline-Modell auf denselben Zeilen: MdAPE %3 %</translation>
    </message>
    <message>
        <source>Roofline MdAPE (%)</source>
        <translation>Roofline-MdAPE (%)</translation>
    </message>
    <message>
        <source>The roofline model&apos;s median absolute percentage error on the same rows</source>
        <translation>Median des absoluten prozentualen Fehlers des roofline-Modells auf denselben Zeilen</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
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
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
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
        <source>The language changes the next time Coastline Desktop starts.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Coastline Desktop.</translation>
    </message>
    <message>
        <source>Cluster &amp;What-If…</source>
        <translation>Cluster-&amp;Was-wäre-wenn…</translation>
    </message>
    <message>
        <source>run cancelled; these are the results of the previous inputs</source>
        <translation>Lauf abgebrochen; dies sind die Ergebnisse der vorherigen Eingaben</translation>
    </message>
    <message>
        <source>YAML configurations or infrastructure files (*.yaml *.yml)</source>
        <translation>YAML-Konfigurationen oder Infrastrukturdateien (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>&amp;Predictor Lab…</source>
        <translation>&amp;Prädiktor-Labor…</translation>
    </message>
    <message>
        <source>Use the %1 Model</source>
        <translation>Modell %1 verwenden</translation>
    </message>
    <message>
        <source>the inputs have errors; these are the results of the previous inputs</source>
        <translation>die Eingaben enthalten Fehler; dies sind die Ergebnisse der vorherigen Eingaben</translation>
    </message>
    <message>
        <source>&amp;Import Model…</source>
        <translation>Modell &amp;importieren…</translation>
    </message>
</context>
<context>
    <name>MemoryChartView</name>
    <message>
        <source>Memory per GPU: select a configuration</source>
        <translation>Speicher pro GPU: Konfiguration auswählen</translation>
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
        <source>Optimizer step</source>
        <translation>Optimiererschritt</translation>
    </message>
    <message>
        <source>%1 GPUs (%2 × %3), batch %4</source>
        <translation>%1 GPUs (%2 × %3), Batchgröße %4</translation>
    </message>
    <message>
        <source>fits up to batch %1</source>
        <translation>passt bis Batch %1</translation>
    </message>
    <message>
        <source>does not fit even at batch 1</source>
        <translation>passt nicht einmal mit Batch 1</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits und Verlust</translation>
    </message>
    <message>
        <source>Frozen-base gradients</source>
        <translation>Gradienten der eingefrorenen Basis</translation>
    </message>
    <message>
        <source>Dequantisation</source>
        <translation>Dequantisierung</translation>
    </message>
    <message>
        <source>Allocator headroom</source>
        <translation>Allokator-Reserve</translation>
    </message>
    <message>
        <source>CUDA context, NCCL</source>
        <translation>CUDA-Kontext, NCCL</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>Gerätespeicher</translation>
    </message>
    <message>
        <source>Memory per GPU: no breakdown&lt;br&gt;(only the autoconf memory model gives one)</source>
        <translation>Speicher pro GPU: keine Aufschlüsselung&lt;br&gt;(nur das autoconf-Speichermodell liefert eine)</translation>
    </message>
    <message>
        <source>tight up to batch %1</source>
        <translation>knapp bis Batch %1</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>knapp</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>GB pro GPU</translation>
    </message>
    <message>
        <source>Memory in GB (10⁹ bytes), as the CLI and the CSV/JSON exports give it; nvidia-smi reports MiB (2²⁰ bytes): 1 GiB = 1.074 GB. The bar is what the driver would report (the torch peak, allocator headroom, CUDA context and NCCL buffers) against the device&apos;s memory.</source>
        <translation>Speicher in GB (10⁹ Byte), wie ihn die CLI und die CSV/JSON-Exporte angeben; nvidia-smi meldet MiB (2²⁰ Byte): 1 GiB = 1,074 GB. Der Balken ist, was der Treiber melden würde (die Torch-Spitze, Allokator-Reserve, CUDA-Kontext und NCCL-Puffer), verglichen mit dem Speicher des Geräts.</translation>
    </message>
    <message>
        <source>; %1 tokens at batch %2</source>
        <translation>; %1 Tokens bei Batchgröße %2</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;%2 of %3 GB (%4)&lt;br&gt;%5</source>
        <translation>%1&lt;br&gt;%2 von %3 GB (%4)&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>%1: %2 GB</source>
        <translation>%1: %2 GB</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;%2: %3 of %4 GB (%5)&lt;br&gt;%6</source>
        <translation>%1&lt;br&gt;%2: %3 von %4 GB (%5)&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>Per rank of pipeline stage %1 of %2 (0 = the first), the one that peaks: weights, gradients and optimizer states are the stage&apos;s share of the parameters ÷ TP, sharded over DP × CP; activations ÷ (TP × CP), × the micro-batches the stage holds in flight (1F1B); logits and loss on the last stage only, ÷ (TP × CP).</source>
        <translation>Pro Rang der Pipeline-Stufe %1 von %2 (0 = die erste), der mit der Spitze: Gewichte, Gradienten und Optimiererzustände sind der Anteil der Stufe an den Parametern ÷ TP, verteilt über DP × CP; Aktivierungen ÷ (TP × CP), × die Micro-Batches, die die Stufe gleichzeitig hält (1F1B); Logits und Loss nur auf der letzten Stufe, ÷ (TP × CP).</translation>
    </message>
    <message>
        <source>%1, first stage</source>
        <translation>%1, erste Stufe</translation>
    </message>
    <message>
        <source>%1, last stage</source>
        <translation>%1, letzte Stufe</translation>
    </message>
    <message>
        <source>; tight to %1 tokens at batch %2</source>
        <translation>; knapp bis %1 Tokens bei Batchgröße %2</translation>
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
    <name>ModelImport</name>
    <message>
        <source>Import model from config.json</source>
        <translation>Modell aus config.json importieren</translation>
    </message>
    <message>
        <source>Hugging Face model configurations (*.json)</source>
        <translation>Hugging-Face-Modellkonfigurationen (*.json)</translation>
    </message>
    <message>
        <source>Model not imported: %1</source>
        <translation>Modell nicht importiert: %1</translation>
    </message>
    <message>
        <source>Replaced %1 in the configuration&apos;s catalog from %2 (%3 B parameters, computed from the architecture); it is now the job&apos;s LLM.</source>
        <translation>%1 im Katalog der Konfiguration aus %2 ersetzt (%3 Mrd. Parameter, aus der Architektur berechnet); es ist jetzt das LLM des Jobs.</translation>
    </message>
    <message>
        <source>Added %1 to the configuration&apos;s catalog from %2 (%3 B parameters, computed from the architecture); it is now the job&apos;s LLM.</source>
        <translation>%1 aus %2 zum Katalog der Konfiguration hinzugefügt (%3 Mrd. Parameter, aus der Architektur berechnet); es ist jetzt das LLM des Jobs.</translation>
    </message>
</context>
<context>
    <name>OutputColumnsTableModel</name>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>knapp</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
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
        <source>Selected</source>
        <translation>Ausgewählt</translation>
    </message>
    <message>
        <source>%1–%2 GPUs</source>
        <translation>%1–%2 GPUs</translation>
    </message>
    <message>
        <source>Pick</source>
        <comment>the recommended configuration (rank 1) in the chart legend</comment>
        <translation>Empfehlung</translation>
    </message>
</context>
<context>
    <name>ParityChartView</name>
    <message>
        <source>Measured throughput (tokens/s)</source>
        <translation>Gemessener Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <source>Predicted throughput (tokens/s)</source>
        <translation>Vorhergesagter Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <source>%1, %2, %3
%4 (%5 node(s)), %6 tokens per sample, batch %7 per device (%8 in total)
Measured %9 tokens/s, predicted %10 tokens/s, APE %11 %</source>
        <translation>%1, %2, %3
%4 (%5 Knoten), %6 Tokens pro Sample, Batchgröße %7 pro Gerät (%8 gesamt)
Gemessen %9 Tokens/s, vorhergesagt %10 Tokens/s, APE %11 %</translation>
    </message>
    <message>
        <source>Parity: measured vs predicted (no results)</source>
        <translation>Parität: gemessen vs. vorhergesagt (keine Ergebnisse)</translation>
    </message>
    <message>
        <source>Parity: %1, held-out predictions of %2 runs</source>
        <translation>Parität: %1, zurückgehaltene Vorhersagen von %2 Läufen</translation>
    </message>
    <message>
        <source>±10 %</source>
        <translation>±10 %</translation>
    </message>
    <message>
        <source>y = x</source>
        <translation>y = x</translation>
    </message>
</context>
<context>
    <name>PolicyPanel</name>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
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
    <message>
        <source>Cluster power (W)</source>
        <translation>Leistungsaufnahme des Clusters (W)</translation>
    </message>
    <message>
        <source>Energy per token (J/token)</source>
        <translation>Energie pro Token (J/Token)</translation>
    </message>
    <message>
        <source>Energy &amp;metric:</source>
        <translation>Energie&amp;metrik:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>e.g. 48h or 3d</source>
        <translation>z. B. 48h oder 3d</translation>
    </message>
    <message>
        <source>The deadline goal&apos;s limit: a number and s, min, h or d. Needs a job size (total tokens).</source>
        <translation>Die Grenze des Ziels Frist: eine Zahl und s, min, h oder d. Braucht eine Jobgröße (Tokens gesamt).</translation>
    </message>
    <message>
        <source>e.g. 2000 or 2000gpuh</source>
        <translation>z. B. 2000 oder 2000gpuh</translation>
    </message>
    <message>
        <source>The budget goal&apos;s limit: a cost (needs a price per GPU-hour) or GPU-hours (2000gpuh). Needs a job size (total tokens).</source>
        <translation>Die Grenze des Ziels Budget: Kosten (braucht einen Preis pro GPU-Stunde) oder GPU-Stunden (2000gpuh). Braucht eine Jobgröße (Tokens gesamt).</translation>
    </message>
    <message>
        <source>De&amp;adline:</source>
        <translation>Fr&amp;ist:</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>Budget:</translation>
    </message>
    <message>
        <source>What the energy score measures. Energy per token (cluster W / throughput, the default) scores the energy the job needs; cluster power (the seed&apos;s score) favours configurations that draw less power even when they run so much longer that the job needs more energy.</source>
        <translation>Was der Energie-Score misst. Energie pro Token (Cluster-W / Durchsatz, die Voreinstellung) bewertet die Energie, die der Job braucht; die Leistungsaufnahme des Clusters (der Score des Seeds) bevorzugt Konfigurationen, die weniger Leistung aufnehmen, auch wenn sie so viel länger laufen, dass der Job mehr Energie braucht.</translation>
    </message>
    <message>
        <source>Relative to the best</source>
        <translation>Relativ zur besten</translation>
    </message>
    <message>
        <source>Min-max (the seed&apos;s)</source>
        <translation>Min-Max (wie im Seed)</translation>
    </message>
    <message>
        <source>How the scores are normalised. Relative (the default): runtime score = throughput / best throughput, energy score = best energy / energy, so slow configurations elsewhere in the search do not change a score. Min-max (the seed&apos;s): (worst − value) / (worst − best), which a few very slow configurations squeeze towards 1.</source>
        <translation>Wie die Scores normiert werden. Relativ (die Voreinstellung): Laufzeit-Score = Durchsatz / bester Durchsatz, Energie-Score = beste Energie / Energie, sodass langsame Konfigurationen anderswo in der Suche keinen Score ändern. Min-Max (wie im Seed): (schlechtester − Wert) / (schlechtester − bester), was einige sehr langsame Konfigurationen gegen 1 drängen.</translation>
    </message>
    <message>
        <source>&amp;Scores:</source>
        <translation>&amp;Scores:</translation>
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
    <message>
        <source>shipped constants</source>
        <translation>mitgelieferte Konstanten</translation>
    </message>
    <message>
        <source>Roofline calibration file written by `coastline-cli tune --model roofline`; empty: the shipped constants fitted on the development data</source>
        <translation>Roofline-Kalibrierungsdatei, geschrieben von `coastline-cli tune --model roofline`; leer: die mitgelieferten, auf den Entwicklungsdaten angepassten Konstanten</translation>
    </message>
    <message>
        <source>Roo&amp;fline file:</source>
        <translation>Roo&amp;fline-Datei:</translation>
    </message>
    <message>
        <source>Use the Bundled &amp;Run Database</source>
        <translation>Mitgelieferte Laufdatenbank &amp;verwenden</translation>
    </message>
    <message>
        <source>Sets Measured runs to &quot;default&quot;: 70 measured runs of catalog models</source>
        <translation>Setzt „Messläufe“ auf „default“: 70 Messläufe von Katalogmodellen</translation>
    </message>
    <message>
        <source> — but no row names a catalog model, so no prediction comes from a measured run.</source>
        <translation> — aber keine Zeile nennt ein Katalogmodell, daher stammt keine Vorhersage aus einem Messlauf.</translation>
    </message>
    <message>
        <source>, %1 of catalog models</source>
        <translation>, %1 von Katalogmodellen</translation>
    </message>
    <message>
        <source>Power mo&amp;del:</source>
        <translation>Leistungs&amp;modell:</translation>
    </message>
    <message>
        <source>roofline_power (the default): idle plus the power of each phase of the roofline&apos;s step (GEMM, memory-bound, communication, optimizer), and node power (GPU + host share) counted in energy and cost; kavier_power: Kavier&apos;s power, the seed&apos;s</source>
        <translation>roofline_power (die Voreinstellung): Leerlauf plus die Leistung jeder Phase des Roofline-Schritts (GEMM, speichergebunden, Kommunikation, Optimierer), und Knotenleistung (GPU + Anteil des Hosts) in Energie und Kosten gezählt; kavier_power: Kaviers Leistung, die des Seeds</translation>
    </message>
</context>
<context>
    <name>PredictorLabWindow</name>
    <message>
        <source>Predictor Lab</source>
        <translation>Prädiktor-Labor</translation>
    </message>
    <message>
        <source>Measured-runs CSV: a path, or &quot;default&quot; for the bundled run database</source>
        <translation>Messläufe-CSV: ein Pfad oder „default“ für die mitgelieferte Laufdatenbank</translation>
    </message>
    <message>
        <source>&amp;Open Runs…</source>
        <translation>Läufe ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Bundled Runs</source>
        <translation>&amp;Mitgelieferte Läufe</translation>
    </message>
    <message>
        <source>The 70 measured runs that ship with Coastline</source>
        <translation>Die 70 Messläufe, die mit Coastline ausgeliefert werden</translation>
    </message>
    <message>
        <source>Con&amp;figuration&apos;s Runs</source>
        <translation>Läufe der Kon&amp;figuration</translation>
    </message>
    <message>
        <source>The measured-runs CSV of the current configuration</source>
        <translation>Die Messläufe-CSV der aktuellen Konfiguration</translation>
    </message>
    <message>
        <source>+ kavier (baseline, always)</source>
        <translation>+ kavier (Referenz, immer)</translation>
    </message>
    <message>
        <source>k-fold</source>
        <translation>k-fach</translation>
    </message>
    <message>
        <source>Leave-one-out</source>
        <translation>Leave-One-Out</translation>
    </message>
    <message>
        <source>Grouped (unseen model, method, GPU series)</source>
        <translation>Gruppiert (unbekanntes Modell, Methode, GPU-Serie)</translation>
    </message>
    <message>
        <source> folds</source>
        <translation> Folds</translation>
    </message>
    <message>
        <source>&amp;Train and Cross-Validate</source>
        <translation>&amp;Trainieren und kreuzvalidieren</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Measured runs:</source>
        <translation>Messläufe:</translation>
    </message>
    <message>
        <source>Models:</source>
        <translation>Modelle:</translation>
    </message>
    <message>
        <source>Validation:</source>
        <translation>Validierung:</translation>
    </message>
    <message>
        <source>Train the model on every run, save its model file and predict with it in the current configuration (undoable)</source>
        <translation>Das Modell auf allen Läufen trainieren, seine Modelldatei speichern und in der aktuellen Konfiguration damit vorhersagen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>&amp;Save Model…</source>
        <translation>Modell &amp;speichern…</translation>
    </message>
    <message>
        <source>Train the model on every run and save its model file</source>
        <translation>Das Modell auf allen Läufen trainieren und seine Modelldatei speichern</translation>
    </message>
    <message>
        <source>Charts show:</source>
        <translation>Diagramme zeigen:</translation>
    </message>
    <message>
        <source>Open Measured Runs</source>
        <translation>Messläufe öffnen</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Choose at least one model.</source>
        <translation>Wählen Sie mindestens ein Modell.</translation>
    </message>
    <message>
        <source>Cancelled; the table shows the previous run.</source>
        <translation>Abgebrochen; die Tabelle zeigt den vorherigen Lauf.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n usable run(s); the best model is %2.</source>
        <translation>
            <numerusform>%1: %n verwendbarer Lauf; das beste Modell ist %2.</numerusform>
            <numerusform>%1: %n verwendbare Läufe; das beste Modell ist %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a learned model of the last run first.</source>
        <translation>Wählen Sie zuerst ein gelerntes Modell des letzten Laufs.</translation>
    </message>
    <message>
        <source>Save Model</source>
        <translation>Modell speichern</translation>
    </message>
    <message>
        <source>Model files (*.json)</source>
        <translation>Modelldateien (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Training %1 on all %n run(s)…</source>
        <translation>
            <numerusform>%1 wird auf %n Lauf trainiert…</numerusform>
            <numerusform>%1 wird auf allen %n Läufen trainiert…</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote %1; the configuration now predicts with %2 (Edit → Undo restores the previous predictor).</source>
        <translation>%1 geschrieben; die Konfiguration sagt jetzt mit %2 vorher (Bearbeiten → Rückgängig stellt den vorherigen Prädiktor wieder her).</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of %1 skipped (not valid, no throughput, or the roofline model cannot predict them).</source>
        <translation>
            <numerusform>%n von %1 Zeilen übersprungen (ungültig, kein Durchsatz oder vom roofline-Modell nicht vorhersagbar).</numerusform>
            <numerusform>%n von %1 Zeilen übersprungen (ungültig, kein Durchsatz oder vom roofline-Modell nicht vorhersagbar).</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>Dieses Modell &amp;verwenden</translation>
    </message>
</context>
<context>
    <name>RankingTableModel</name>
    <message>
        <source>&lt;b&gt;#%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt; %2</translation>
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
    <message>
        <source>Dominated</source>
        <translation>Dominiert</translation>
    </message>
    <message>
        <source>Another feasible configuration has higher throughput and lower energy per token: it does the same work sooner and with less energy</source>
        <translation>Eine andere machbare Konfiguration hat höheren Durchsatz und geringere Energie pro Token: Sie erledigt dieselbe Arbeit schneller und mit weniger Energie</translation>
    </message>
    <message>
        <source>=%1</source>
        <comment>a rank shared by near-tied rows</comment>
        <translation>=%1</translation>
    </message>
    <message>
        <source>dominated</source>
        <translation>dominiert</translation>
    </message>
    <message>
        <source>%1 ±%2 %</source>
        <translation>%1 ±%2 %</translation>
    </message>
    <message>
        <source>%1: score = 1 / total GPUs = 1 / %2 = %3</source>
        <translation>%1: Score = 1 / GPUs gesamt = 1 / %2 = %3</translation>
    </message>
    <message>
        <source>s&lt;sub&gt;r&lt;/sub&gt;: runtime score (1 = fastest); s&lt;sub&gt;e&lt;/sub&gt;: energy score (1 = lowest energy per token)</source>
        <translation>s&lt;sub&gt;r&lt;/sub&gt;: Laufzeit-Score (1 = am schnellsten); s&lt;sub&gt;e&lt;/sub&gt;: Energie-Score (1 = geringste Energie pro Token)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Implausible:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Unplausibel:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Model FLOP utilisation %1 % of the GPU&apos;s dense bf16 peak (plausible up to %2 %)</source>
        <translation>Modell-FLOP-Auslastung %1 % der dichten bf16-Spitzenleistung der GPU (plausibel bis %2 %)</translation>
    </message>
    <message>
        <source>Dominated: another feasible configuration has higher throughput and lower energy per token</source>
        <translation>Dominiert: Eine andere machbare Konfiguration hat höheren Durchsatz und geringere Energie pro Token</translation>
    </message>
    <message>
        <source>Uncertainty ±%1 % (one standard deviation)</source>
        <translation>Unsicherheit ±%1 % (eine Standardabweichung)</translation>
    </message>
    <message>
        <source>Outside the learned model&apos;s training domain: Kavier predicted it instead</source>
        <translation>Außerhalb des Trainingsbereichs des gelernten Modells: stattdessen von Kavier vorhergesagt</translation>
    </message>
    <message>
        <source>Extrapolated: outside the learned model&apos;s training runs (LLM, GPU, method, or GPU count, tokens or batch beyond their range); treat it with care</source>
        <translation>Extrapoliert: außerhalb der Trainingsläufe des gelernten Modells (LLM, GPU, Methode oder GPU-Anzahl, Tokens oder Batchgröße außerhalb ihres Bereichs); mit Vorsicht behandeln</translation>
    </message>
    <message>
        <source>&quot;=1&quot; marks a near-tie: combined scores within %1 of the tied group&apos;s first row</source>
        <translation>„=1“ kennzeichnet einen Beinahe-Gleichstand: Gesamt-Scores innerhalb von %1 der ersten Zeile der gleichauf liegenden Gruppe</translation>
    </message>
    <message>
        <source>A warning icon marks an implausible prediction: model FLOP utilisation above %1 % of the GPU&apos;s dense bf16 peak, or uncalibrated Kavier factors. The number is shown as the model computed it.</source>
        <translation>Ein Warnsymbol kennzeichnet eine unplausible Vorhersage: Modell-FLOP-Auslastung über %1 % der dichten bf16-Spitzenleistung der GPU oder nicht kalibrierte Kavier-Faktoren. Die Zahl wird so angezeigt, wie das Modell sie berechnet hat.</translation>
    </message>
    <message>
        <source>Near-tie with rank %1 (combined scores within %2)</source>
        <translation>Beinahe-Gleichstand mit Rang %1 (Gesamt-Scores innerhalb von %2)</translation>
    </message>
    <message>
        <source>GPU-
hours</source>
        <translation>GPU-
Stunden</translation>
    </message>
    <message>
        <source>Runtime × total GPUs / 3600; needs a job size</source>
        <translation>Laufzeit × GPUs gesamt / 3600; braucht eine Jobgröße</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>GPU-hours × price per GPU-hour + kWh × price per kWh, in the cluster&apos;s currency; needs a job size and a price</source>
        <translation>GPU-Stunden × Preis pro GPU-Stunde + kWh × Preis pro kWh, in der Währung des Clusters; braucht eine Jobgröße und einen Preis</translation>
    </message>
    <message>
        <source>%1: score = the pick&apos;s cost (or GPU-hours) / this row&apos;s = %2</source>
        <translation>%1: Score = Kosten (oder GPU-Stunden) der Empfehlung / die dieser Zeile = %2</translation>
    </message>
    <message>
        <source>%1: score = the pick&apos;s runtime / this row&apos;s = %2</source>
        <translation>%1: Score = Laufzeit der Empfehlung / die dieser Zeile = %2</translation>
    </message>
    <message>
        <source>Finishes in %1: %2</source>
        <translation>Fertig in %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>cache (%n run(s))</source>
        <translation>
            <numerusform>Cache (%n Lauf)</numerusform>
            <numerusform>Cache (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>fits, tight (inside the risk band where measured runs both ran and ran out of memory) or does-not-fit</source>
        <translation>passt, knapp (im Risikoband, in dem gemessene Läufe teils liefen, teils keinen Speicher mehr hatten) oder passt nicht</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (with sequence parallelism)</source>
        <translation>Tensorparallelität (mit Sequenzparallelität)</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>Context-parallel degree</source>
        <translation>Kontextparallelität</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Data-parallel degree: total GPUs / (TP × PP × CP)</source>
        <translation>Datenparallelität: GPUs gesamt / (TP × PP × CP)</translation>
    </message>
    <message>
        <source>Runtime score s_r, 1 = fastest: throughput / best throughput (relative scores, the default) or min-max normalised 1/throughput</source>
        <translation>Laufzeit-Score s_r, 1 = am schnellsten: Durchsatz / bester Durchsatz (relative Scores, die Voreinstellung) oder min-max-normiertes 1/Durchsatz</translation>
    </message>
    <message>
        <source>Energy score s_e, 1 = lowest: the lowest energy per token (or cluster power) / this row&apos;s (relative scores, the default) or min-max normalised</source>
        <translation>Energie-Score s_e, 1 = am niedrigsten: die niedrigste Energie pro Token (oder Clusterleistung) / die dieser Zeile (relative Scores, die Voreinstellung) oder min-max-normiert</translation>
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
    <message>
        <source>model FLOP utilisation %1 % is above the plausible %2 % of the GPU&apos;s dense bf16 peak</source>
        <translation>Modell-FLOP-Auslastung %1 % liegt über den plausiblen %2 % der dichten bf16-Spitzenleistung der GPU</translation>
    </message>
    <message>
        <source>Kavier factors not calibrated for this model, method and GPU (neutral 1.0 used): %1</source>
        <translation>Kavier-Faktoren für dieses Modell, diese Methode und diese GPU nicht kalibriert (neutral 1,0 verwendet): %1</translation>
    </message>
    <message>
        <source>assumes %1 %2 (%3 B/param), activation checkpointing %4, %5 loss</source>
        <translation>nimmt %1 %2 an (%3 B/Parameter), Aktivierungs-Checkpointing %4, Verlust %5</translation>
    </message>
    <message>
        <source>; mixed precision would need %1 GB</source>
        <translation>; gemischte Genauigkeit bräuchte %1 GB</translation>
    </message>
    <message>
        <source>activation checkpointing on</source>
        <translation>Aktivierungs-Checkpointing an</translation>
    </message>
    <message>
        <source>chunked loss</source>
        <translation>Verlust in Blöcken (chunked)</translation>
    </message>
    <message>
        <source>per-device batch %1 with %2x gradient accumulation</source>
        <translation>Batch %1 pro Gerät mit %2-facher Gradientenakkumulation</translation>
    </message>
    <message>
        <source>sharding full-shard</source>
        <translation>Sharding full-shard</translation>
    </message>
    <message>
        <source>8-bit AdamW optimizer</source>
        <translation>8-Bit-AdamW-Optimierer</translation>
    </message>
    <message>
        <source>optimizer offload to the CPU</source>
        <translation>Optimierer auf die CPU auslagern</translation>
    </message>
    <message>
        <source>%1 GPUs at batch %2 per device (same total batch)</source>
        <translation>%1 GPUs mit Batch %2 pro Gerät (gleicher Gesamt-Batch)</translation>
    </message>
    <message>
        <source>%1 tokens per sample</source>
        <translation>%1 Token pro Beispiel</translation>
    </message>
    <message>
        <source>LoRA instead of full fine-tuning</source>
        <translation>LoRA statt vollem Fine-Tuning</translation>
    </message>
    <message>
        <source>pure bf16</source>
        <comment>training precision</comment>
        <translation>reines bf16</translation>
    </message>
    <message>
        <source>mixed-precision</source>
        <comment>training precision</comment>
        <translation>gemischte Präzision</translation>
    </message>
    <message>
        <source>on</source>
        <comment>activation checkpointing</comment>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <comment>activation checkpointing</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>chunked</source>
        <comment>loss</comment>
        <translation>gestückelt</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>loss</comment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>tight: %1 GB of %2 GB per GPU, inside the risk band from %3 GB where measured runs both ran and ran out of memory (memory model standing in for AutoConf)</source>
        <translation>knapp: %1 GB von %2 GB pro GPU, im Risikoband ab %3 GB, in dem gemessene Läufe teils liefen, teils keinen Speicher mehr hatten (Speichermodell als Ersatz für AutoConf)</translation>
    </message>
    <message>
        <source>tight, rejected by the memory margin: %1 GB of %2 GB per GPU, margin %4 accepts up to %3 GB</source>
        <translation>knapp, vom Speicher-Sicherheitsabstand abgelehnt: %1 GB von %2 GB pro GPU, Abstand %4 lässt bis %3 GB zu</translation>
    </message>
    <message>
        <source>fine-grained mixture of experts (%1 experts of width %2 on hidden size %3): the step-time models miss the expert dispatch; on the 4 measured runs of such a model the roofline was 1.9-8.6x too fast</source>
        <translation>feingranulares Mixture-of-Experts (%1 Experten der Breite %2 bei Hidden Size %3): die Schrittzeitmodelle erfassen die Expertenverteilung nicht; bei den 4 Messläufen eines solchen Modells war das Roofline-Modell 1,9- bis 8,6-mal zu schnell</translation>
    </message>
    <message>
        <source>layout assumed: FSDP data parallel (%1) over %2 GPUs, no tensor or pipeline parallelism</source>
        <translation>angenommenes Layout: FSDP-Datenparallelität (%1) über %2 GPUs, keine Tensor- oder Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>parallel layout %1: Kavier models data parallelism only, so this throughput is its data-parallel estimate (the memory is per rank); --predictor roofline models the layout</source>
        <translation>paralleles Layout %1: Kavier modelliert nur Datenparallelität, dieser Durchsatz ist also seine datenparallele Schätzung (der Speicher gilt pro Rang); --predictor roofline modelliert das Layout</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>Tensor-Parallelität %1</translation>
    </message>
    <message>
        <source>context parallel %1</source>
        <translation>Kontext-Parallelität %1</translation>
    </message>
    <message>
        <source>parallel layout %1: the layout step model is not fitted; on the 34 development runs with tensor, pipeline or context parallelism (NeMo, Megatron-Bridge, NeMo AutoModel, torchtitan) its MdAPE is 17 %</source>
        <translation>paralleles Layout %1: das Schrittzeitmodell für Layouts ist nicht angepasst; auf den 34 Entwicklungsläufen mit Tensor-, Pipeline- oder Kontextparallelität (NeMo, Megatron-Bridge, NeMo AutoModel, torchtitan) liegt sein MdAPE bei 17 %</translation>
    </message>
    <message>
        <source>selective</source>
        <comment>activation checkpointing</comment>
        <translation>selektiv</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
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
    <message>
        <source>avoid_oom</source>
        <comment>policy name</comment>
        <translation>OOM vermeiden</translation>
    </message>
    <message>
        <source>min_gpu_fixed_batch</source>
        <comment>policy name</comment>
        <translation>Min-GPU, feste Batchgröße</translation>
    </message>
    <message>
        <source>rank %1 (%2 GPUs, batch %3; %4× the throughput, %5× the energy per token)</source>
        <translation>Rang %1 (%2 GPUs, Batchgröße %3; %L4-facher Durchsatz, %L5-fache Energie pro Token)</translation>
    </message>
    <message>
        <source>The pick is dominated: %1 does the same work sooner and with less energy.</source>
        <translation>Die Empfehlung ist dominiert: %1 erledigt dieselbe Arbeit schneller und mit weniger Energie.</translation>
    </message>
    <message>
        <source>Fastest and most energy-efficient: %1.</source>
        <translation>Am schnellsten und am energieeffizientesten: %1.</translation>
    </message>
    <message>
        <source>Fastest: %1; most energy-efficient: %2.</source>
        <translation>Am schnellsten: %1; am energieeffizientesten: %2.</translation>
    </message>
    <message>
        <source>the pick</source>
        <translation>die Empfehlung</translation>
    </message>
    <message>
        <source>Check the pick&apos;s prediction: %1.</source>
        <translation>Prüfen Sie die Vorhersage der Empfehlung: %1.</translation>
    </message>
    <message>
        <source>%1 — the job as submitted fits</source>
        <translation>%1 — der Job wie eingereicht passt</translation>
    </message>
    <message>
        <source>%1 — the job as submitted (%2 GPUs, batch %3 per device) would run out of memory; the fewest more GPUs that fit at its total batch of %4</source>
        <translation>%1 — der Job wie eingereicht (%2 GPUs, Batchgröße %3 pro Gerät) hätte zu wenig Speicher; die wenigsten zusätzlichen GPUs, auf die seine Gesamt-Batchgröße von %4 passt</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs that fit at %2 per device (%3 smaller counts rejected)</source>
        <translation>%1 — die wenigsten GPUs, die bei %2 pro Gerät passen (%3 kleinere Anzahlen verworfen)</translation>
    </message>
    <message>
        <source>No measured run can match: %1 names no catalog model; set lookup: default (--lookup default) for the bundled run database.</source>
        <translation>Kein Messlauf kann passen: %1 nennt kein Katalogmodell; setzen Sie lookup: default (--lookup default) für die mitgelieferte Laufdatenbank.</translation>
    </message>
    <message>
        <source>rank %1 (%2 GPU, batch %3; %4× the throughput, %5× the energy per token)</source>
        <translation>Rang %1 (%2 GPU, Batchgröße %3; %L4-facher Durchsatz, %L5-fache Energie pro Token)</translation>
    </message>
    <message>
        <source>%1 — the job as submitted (%2 GPU, batch %3 per device) would run out of memory; the fewest more GPUs that fit at its total batch of %4</source>
        <translation>%1 — der Job wie eingereicht (%2 GPU, Batchgröße %3 pro Gerät) hätte zu wenig Speicher; die wenigsten zusätzlichen GPUs, auf die seine Gesamt-Batchgröße von %4 passt</translation>
    </message>
    <message>
        <source>Finishes in %1 on %2 GPU, %3</source>
        <translation>Fertig in %1 auf %2 GPU, %3</translation>
    </message>
    <message>
        <source>Finishes in %1 on %2 GPUs, %3</source>
        <translation>Fertig in %1 auf %2 GPUs, %3</translation>
    </message>
    <message>
        <source>The pick is also the fastest and the cheapest feasible configuration.</source>
        <translation>Die Empfehlung ist auch die schnellste und die günstigste machbare Konfiguration.</translation>
    </message>
    <message>
        <source>%1 GPU, batch %2 (%3)</source>
        <translation>%1 GPU, Batch %2 (%3)</translation>
    </message>
    <message>
        <source>%1 GPUs, batch %2 (%3)</source>
        <translation>%1 GPUs, Batch %2 (%3)</translation>
    </message>
    <message>
        <source>Fastest and cheapest: %1.</source>
        <translation>Am schnellsten und am günstigsten: %1.</translation>
    </message>
    <message>
        <source>Fastest: %1; cheapest: %2.</source>
        <translation>Am schnellsten: %1; am günstigsten: %2.</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs at the lowest cost (within 1 %) of %2 configurations that finish within %3</source>
        <translation>%1 — die wenigsten GPUs zu den geringsten Kosten (±1 %) von %2 Konfigurationen, die in %3 fertig sind</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs at the fewest GPU-hours (within 1 %) of %2 configurations that finish within %3</source>
        <translation>%1 — die wenigsten GPUs zu den wenigsten GPU-Stunden (±1 %) von %2 Konfigurationen, die in %3 fertig sind</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs at the shortest runtime (within 1 %) of %2 configurations within the budget of %3</source>
        <translation>%1 — die wenigsten GPUs zur kürzesten Laufzeit (±1 %) von %2 Konfigurationen im Budget von %3</translation>
    </message>
    <message>
        <source>%1 — the lowest cost of %2 configurations that finish within %3</source>
        <translation>%1 — die geringsten Kosten unter %2 Konfigurationen, die innerhalb von %3 fertig werden</translation>
    </message>
    <message>
        <source>%1 — the fewest GPU-hours of %2 configurations that finish within %3</source>
        <translation>%1 — die wenigsten GPU-Stunden unter %2 Konfigurationen, die innerhalb von %3 fertig werden</translation>
    </message>
    <message>
        <source>%1 — the fastest of %2 configurations within the budget of %3</source>
        <translation>%1 — die schnellste von %2 Konfigurationen innerhalb des Budgets von %3</translation>
    </message>
    <message>
        <source> (deadline %1)</source>
        <translation> (Frist %1)</translation>
    </message>
    <message>
        <source> (budget %1)</source>
        <translation> (Budget %1)</translation>
    </message>
    <message>
        <source>deadline</source>
        <comment>policy name</comment>
        <translation>Frist</translation>
    </message>
    <message>
        <source>budget</source>
        <comment>policy name</comment>
        <translation>Budget</translation>
    </message>
    <message>
        <source>the bundled sample</source>
        <translation>die mitgelieferte Beispielspur</translation>
    </message>
    <message>
        <source>%1 — the only feasible configuration</source>
        <translation>%1 — die einzige machbare Konfiguration</translation>
    </message>
    <message numerus="yes">
        <source>Near-tie: rank 2 (%n GPU(s), batch %1) scores %2 against %3, within %4; treat them as equal.</source>
        <translation>
            <numerusform>Beinahe-Gleichstand: Rang 2 (%n GPU, Batchgröße %1) erreicht %2 gegenüber %3, innerhalb von %4; behandeln Sie beide als gleichwertig.</numerusform>
            <numerusform>Beinahe-Gleichstand: Rang 2 (%n GPUs, Batchgröße %1) erreicht %2 gegenüber %3, innerhalb von %4; behandeln Sie beide als gleichwertig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — the fewest GPUs that fit for a total batch of %2 (%n smaller GPU count(s) rejected)</source>
        <translation>
            <numerusform>%1 — die wenigsten GPUs, auf die eine Gesamt-Batchgröße von %2 passt (%n kleinere GPU-Anzahl verworfen)</numerusform>
            <numerusform>%1 — die wenigsten GPUs, auf die eine Gesamt-Batchgröße von %2 passt (%n kleinere GPU-Anzahlen verworfen)</numerusform>
        </translation>
    </message>
    <message>
        <source>The pick&apos;s prediction is %1.</source>
        <translation>Zur Vorhersage der Auswahl: %1.</translation>
    </message>
    <message>
        <source>Memory is tight: the pick needs %1 GB of %2 GB per GPU, inside the band where measured runs both ran and ran out of memory; --memory-margin 1 rejects such configurations.</source>
        <translation>Der Speicher ist knapp: die Auswahl braucht %1 GB von %2 GB pro GPU, im Band, in dem gemessene Läufe teils liefen, teils keinen Speicher mehr hatten; --memory-margin 1 lehnt solche Konfigurationen ab.</translation>
    </message>
    <message>
        <source>The best that fits is rank %1 (%2 GPUs, batch %3).</source>
        <translation>Die beste, die passt, ist Rang %1 (%2 GPUs, Batch %3).</translation>
    </message>
    <message>
        <source>FSDP data parallel (%1), no tensor or pipeline parallelism</source>
        <translation>FSDP-Datenparallelität (%1), keine Tensor- oder Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Kavier&apos;s network: %1 Gbit/s inside a node, %2 Gbit/s between nodes</source>
        <translation>Kaviers Netzwerk: %1 Gbit/s im Knoten, %2 Gbit/s zwischen Knoten</translation>
    </message>
    <message>
        <source>%1 Gbit/s between nodes (yours)</source>
        <translation>%1 Gbit/s zwischen Knoten (Ihr Wert)</translation>
    </message>
    <message>
        <source>%1 Gbit/s between nodes (no catalog figure: a default; set --inter-node-gbps)</source>
        <translation>%1 Gbit/s zwischen Knoten (kein Katalogwert: ein Standardwert; setzen Sie --inter-node-gbps)</translation>
    </message>
    <message>
        <source>%1 Gbit/s between nodes (--inter-node-gbps to change)</source>
        <translation>%1 Gbit/s zwischen Knoten (ändern mit --inter-node-gbps)</translation>
    </message>
    <message>
        <source>network %1 GB/s inside a node (no catalog figure for %2: PCIe 4.0 assumed), %3</source>
        <translation>Netzwerk %1 GB/s im Knoten (kein Katalogwert für %2: PCIe 4.0 angenommen), %3</translation>
    </message>
    <message>
        <source>network %1 GB/s inside a node (%2), %3</source>
        <translation>Netzwerk %1 GB/s im Knoten (%2), %3</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>Speicher: %1</translation>
    </message>
    <message>
        <source>Assumed: %1.</source>
        <translation>Angenommen: %1.</translation>
    </message>
    <message>
        <source>The smallest change that would make one fit: %1, from %2 (%3 GB per GPU of %4 GB).</source>
        <translation>Die kleinste Änderung, mit der eine Konfiguration passt: %1, ausgehend von %2 (%3 GB pro GPU von %4 GB).</translation>
    </message>
    <message>
        <source>; predictor %1, top pick from %2; power %3, energy counting %4; feasibility %5.</source>
        <translation>; Prädiktor %1, beste Wahl von %2; Leistung %3, Energie zählt %4; Machbarkeit %5.</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>die GPU-Leistung</translation>
    </message>
    <message>
        <source>layout %1, %2 over the data-parallel group</source>
        <translation>Layout %1, %2 über die datenparallele Gruppe</translation>
    </message>
    <message>
        <source>No data-parallel configuration fits, but %1 does: %2 GPUs (%3 × %4), batch %5 per device (--layouts auto searches parallel layouts).</source>
        <translation>Keine datenparallele Konfiguration passt, aber %1: %2 GPUs (%3 × %4), Batch %5 pro Gerät (--layouts auto durchsucht parallele Layouts).</translation>
    </message>
    <message>
        <source>With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit, fewer than the %6 data parallel needs (simulate --tp/--pp/--cp checks a layout).</source>
        <translation>Mit %1 würden %2 GPUs (%3 × %4) bei Batch %5 pro Gerät passen, weniger als die %6, die Datenparallelität braucht (simulate --tp/--pp/--cp prüft ein Layout).</translation>
    </message>
    <message>
        <source>With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit where data parallelism does not (simulate --tp/--pp/--cp checks a layout).</source>
        <translation>Mit %1 würden %2 GPUs (%3 × %4) bei Batch %5 pro Gerät passen, wo Datenparallelität nicht passt (simulate --tp/--pp/--cp prüft ein Layout).</translation>
    </message>
    <message>
        <source>The smallest change that would make one fit: %1, from %2 (%3 GB per GPU of %4 GB, tight: inside the memory risk band).</source>
        <translation>Die kleinste Änderung, mit der eine Konfiguration passt: %1, ausgehend von %2 (%3 GB pro GPU von %4 GB, knapp: im Risikoband des Speichers).</translation>
    </message>
    <message>
        <source>Memory is tight: the pick needs %1 GB of %2 GB per GPU, inside the band where measured runs both ran and ran out of memory; --memory-margin %3 accepts it because it accepts up to %4 GB (--memory-margin 1 rejects every tight configuration).</source>
        <translation>Der Speicher ist knapp: die Auswahl braucht %1 GB von %2 GB pro GPU, im Band, in dem gemessene Läufe teils liefen, teils keinen Speicher mehr hatten; --memory-margin %3 lässt sie zu, weil sie bis %4 GB zulässt (--memory-margin 1 lehnt jede knappe Konfiguration ab).</translation>
    </message>
    <message>
        <source>%1 fits at batch %2 per device (the same total batch of %5) and is %3× faster on the same %4 GPUs (--layouts auto searches parallel layouts).</source>
        <translation>%1 passt bei Batch %2 pro Gerät (dieselbe Gesamtbatch von %5) und ist auf denselben %4 GPUs %3× schneller (--layouts auto durchsucht parallele Layouts).</translation>
    </message>
    <message>
        <source>%1 fits at batch %2 per device (a total batch of %5, the pick&apos;s is %6) and is %3× faster on the same %4 GPUs (--layouts auto searches parallel layouts).</source>
        <translation>%1 passt bei Batch %2 pro Gerät (eine Gesamtbatch von %5, die der Auswahl ist %6) und ist auf denselben %4 GPUs %3× schneller (--layouts auto durchsucht parallele Layouts).</translation>
    </message>
    <message>
        <source>With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit (tight: inside the memory risk band), fewer than the %6 data parallel needs (simulate --tp/--pp/--cp checks a layout).</source>
        <translation>Mit %1 würden %2 GPUs (%3 × %4) bei Batch %5 pro Gerät passen (knapp: im Risikoband des Speichers), weniger als die %6, die Datenparallelität braucht (simulate --tp/--pp/--cp prüft ein Layout).</translation>
    </message>
    <message>
        <source>With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit (tight: inside the memory risk band) where data parallelism does not (simulate --tp/--pp/--cp checks a layout).</source>
        <translation>Mit %1 würden %2 GPUs (%3 × %4) bei Batch %5 pro Gerät passen (knapp: im Risikoband des Speichers), wo Datenparallelität nicht passt (simulate --tp/--pp/--cp prüft ein Layout).</translation>
    </message>
    <message>
        <source> (alpha %1 runtime, beta %2 %3; %4 scores)</source>
        <translation> (Alpha %1 Laufzeit, Beta %2 %3; Scores %4)</translation>
    </message>
    <message>
        <source>energy per token</source>
        <translation>Energie pro Token</translation>
    </message>
    <message>
        <source>cluster power</source>
        <translation>Clusterleistung</translation>
    </message>
    <message>
        <source>relative</source>
        <translation>relativ</translation>
    </message>
    <message>
        <source>min-max</source>
        <translation>Min-Max</translation>
    </message>
    <message>
        <source>scores within %1 of the pick</source>
        <translation>liegt im Score bis %1 an der Auswahl</translation>
    </message>
    <message>
        <source>runs within %1 % of the pick&apos;s runtime</source>
        <translation>läuft bis %1 % so lange wie die Auswahl</translation>
    </message>
    <message>
        <source>costs within %1 % of the pick</source>
        <translation>kostet bis %1 % so viel wie die Auswahl</translation>
    </message>
    <message>
        <source>needs GPU-hours within %1 % of the pick&apos;s</source>
        <translation>braucht bis %1 % so viele GPU-Stunden wie die Auswahl</translation>
    </message>
    <message>
        <source>On a tie, fits beats tight: rank %1 (%2 GPUs, batch %3) %4, but needs %5 of %6 GB per GPU (tight); the pick fits.</source>
        <translation>Bei Gleichstand geht „passt“ vor „knapp“: Rang %1 (%2 GPUs, Batch %3) %4, braucht aber %5 von %6 GB pro GPU (knapp); die Auswahl passt.</translation>
    </message>
    <message>
        <source>stack %1</source>
        <translation>Stack %1</translation>
    </message>
    <message>
        <source>precision %1: %2</source>
        <translation>Präzision %1: %2</translation>
    </message>
    <message>
        <source>layout %1, Megatron&apos;s distributed optimizer (optimizer states and fp32 master weights sharded over the data-parallel group, weights and gradients whole)</source>
        <translation>Layout %1, verteilter Optimierer von Megatron (Optimiererzustände und fp32-Mastergewichte über die datenparallele Gruppe verteilt, Gewichte und Gradienten vollständig)</translation>
    </message>
    <message>
        <source>Tied within the model&apos;s accuracy: rank 2 (%1, batch %2) is predicted %3 % slower than the pick, but their 80 % intervals (±%4 % and ±%5 %) overlap by %6 % of the pick&apos;s throughput; a short trial run of each settles it (--trials).</source>
        <translation>Gleichstand im Rahmen der Modellgenauigkeit: Rang 2 (%1, Batch %2) ist laut Vorhersage %3 % langsamer als die Auswahl, aber ihre 80-%-Intervalle (±%4 % und ±%5 %) überlappen um %6 % des Durchsatzes der Auswahl; ein kurzer Probelauf beider entscheidet (--trials).</translation>
    </message>
    <message>
        <source>Tied within the model&apos;s accuracy: rank 2 (%1, batch %2) is predicted %3 % faster than the pick, but their 80 % intervals (±%4 % and ±%5 %) overlap by %6 % of the pick&apos;s throughput; a short trial run of each settles it (--trials).</source>
        <translation>Gleichstand im Rahmen der Modellgenauigkeit: Rang 2 (%1, Batch %2) ist laut Vorhersage %3 % schneller als die Auswahl, aber ihre 80-%-Intervalle (±%4 % und ±%5 %) überlappen um %6 % des Durchsatzes der Auswahl; ein kurzer Probelauf beider entscheidet (--trials).</translation>
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
        <source>The pick&apos;s pipeline is idle for %1 % of each step (pp %2, gradient accumulation %3). Megatron runs pipelines with many micro-batches per step: %4 (--grad-accum %4, training.gradient_accumulation_steps) bring the bubble to %5 % of the busy time, with a global batch %6× as large.</source>
        <translation>Die Pipeline der Empfehlung steht in %1 % jedes Schritts still (pp %2, Gradientenakkumulation %3). Megatron betreibt Pipelines mit vielen Micro-Batches pro Schritt: %4 (--grad-accum %4, training.gradient_accumulation_steps) senken die Blase auf %5 % der Rechenzeit, bei einem %6× so großen globalen Batch.</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>wie angegeben</translation>
    </message>
    <message>
        <source>liquid-cooled default</source>
        <translation>Vorgabe für Flüssigkeitskühlung</translation>
    </message>
    <message>
        <source>air-cooled default</source>
        <translation>Vorgabe für Luftkühlung</translation>
    </message>
    <message>
        <source>node power (GPU + %1 W host per node, %2)</source>
        <translation>Knotenleistung (GPU + %1 W Host pro Knoten, %2)</translation>
    </message>
    <message>
        <source>no ranked configuration meets it at its slow end; a short trial run settles it (--trials).</source>
        <translation>keine gerankte Konfiguration hält sie am langsamen Ende ein; ein kurzer Probelauf entscheidet (--trials).</translation>
    </message>
    <message>
        <source>rank %1 (%2 GPUs, batch %3) meets it even at its slow end (%4).</source>
        <translation>Rang %1 (%2 GPUs, Batch %3) hält sie auch am langsamen Ende ein (%4).</translation>
    </message>
    <message>
        <source>At the slow end of its 80 % interval the pick finishes in %1, past the deadline of %2; %3</source>
        <translation>Am langsamen Ende ihres 80-%-Intervalls ist die Auswahl nach %1 fertig, nach der Frist von %2; %3</translation>
    </message>
    <message>
        <source>The pick is dominated: %1 does the same work sooner with the same energy per token.</source>
        <translation>Die Empfehlung ist dominiert: %1 erledigt dieselbe Arbeit schneller mit derselben Energie pro Token.</translation>
    </message>
    <message>
        <source>Memory per rank: the busiest rank is on the first of %1 pipeline stages, %2 GB: it keeps the activations of %3 micro-batches in flight (1F1B), %4 GB, where the last stage keeps one; its weights, gradients and optimizer states take %5 GB.</source>
        <translation>Speicher pro Rang: Der am stärksten belegte Rang liegt auf der ersten von %1 Pipeline-Stufen, %2 GB: Er hält die Aktivierungen von %3 laufenden Micro-Batches (1F1B), %4 GB, wo die letzte Stufe einen hält; Gewichte, Gradienten und Optimiererzustände belegen %5 GB.</translation>
    </message>
    <message>
        <source>Memory per rank: the busiest rank is on the last of %1 pipeline stages, %2 GB: it holds the logits and the loss, %3 GB, beside one micro-batch&apos;s activations, %4 GB; its weights, gradients and optimizer states take %5 GB.</source>
        <translation>Speicher pro Rang: Der am stärksten belegte Rang liegt auf der letzten von %1 Pipeline-Stufen, %2 GB: Er hält Logits und Loss, %3 GB, neben den Aktivierungen eines Micro-Batches, %4 GB; Gewichte, Gradienten und Optimiererzustände belegen %5 GB.</translation>
    </message>
    <message>
        <source>FSDP keeps the stage&apos;s weights and gradients unsharded for the step: %1 GB.</source>
        <translation>FSDP hält Gewichte und Gradienten der Stufe für den ganzen Schritt ungeteilt: %1 GB.</translation>
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
        <source>not needed</source>
        <translation>nicht benötigt</translation>
    </message>
    <message numerus="yes">
        <source>feasible, not needed: min-GPU stops after the first %n feasible GPU count(s) (top_k)</source>
        <translation>
            <numerusform>machbar, nicht benötigt: Min-GPU hört nach der ersten machbaren GPU-Anzahl auf (top_k)</numerusform>
            <numerusform>machbar, nicht benötigt: Min-GPU hört nach den ersten %n machbaren GPU-Anzahlen auf (top_k)</numerusform>
        </translation>
    </message>
    <message>
        <source>Would fit with</source>
        <translation>Passt mit</translation>
    </message>
    <message>
        <source>Fits up to
batch</source>
        <translation>Passt bis
Batch</translation>
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
        <source>Single changes, least disruptive first:</source>
        <translation>Einzelne Änderungen, die geringste zuerst:</translation>
    </message>
    <message>
        <source>no single change</source>
        <translation>keine einzelne Änderung</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>fits, tight (inside the risk band; rejected by the memory margin) or does-not-fit</source>
        <translation>passt, knapp (im Risikoband; vom Speicher-Sicherheitsabstand abgelehnt) oder passt nicht</translation>
    </message>
    <message>
        <source>Fits up to
tokens</source>
        <translation>Passt bis
Tokens</translation>
    </message>
    <message>
        <source>The longest sample (tokens) that fits at this batch and layout</source>
        <translation>Das längste Sample (Tokens), das bei dieser Batchgröße und diesem Layout passt</translation>
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
    <message>
        <source>Optimizer
step (GB)</source>
        <translation>Optimierer-
schritt (GB)</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation>%1 (%2 GB)</translation>
    </message>
    <message>
        <source>%1: %2 GB (%3)</source>
        <translation>%1: %2 GB (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Fits up to batch %1 at this layout</source>
        <translation>Passt bei diesem Layout bis Batchgröße %1</translation>
    </message>
    <message>
        <source>Does not fit even at batch 1 at this layout</source>
        <translation>Passt bei diesem Layout nicht einmal bei Batchgröße 1</translation>
    </message>
    <message>
        <source>; up to %1 tokens per sample at batch %2</source>
        <translation>; bis %1 Tokens pro Sample bei Batchgröße %2</translation>
    </message>
    <message>
        <source>%1 (%2 GB, tight)</source>
        <translation>%1 (%2 GB, knapp)</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>knapp</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (with sequence parallelism)</source>
        <translation>Tensorparallelität (mit Sequenzparallelität)</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>Context-parallel degree</source>
        <translation>Kontextparallelität</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Data-parallel degree: total GPUs / (TP × PP × CP)</source>
        <translation>Datenparallelität: GPUs gesamt / (TP × PP × CP)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ResidualChartView</name>
    <message>
        <source>Total GPUs</source>
        <translation>GPUs gesamt</translation>
    </message>
    <message>
        <source>ln(predicted / measured)</source>
        <translation>ln(vorhergesagt / gemessen)</translation>
    </message>
    <message>
        <source>Residuals (no results)</source>
        <translation>Residuen (keine Ergebnisse)</translation>
    </message>
    <message>
        <source>kavier</source>
        <translation>kavier</translation>
    </message>
    <message>
        <source>±10 %</source>
        <translation>±10 %</translation>
    </message>
    <message>
        <source>Residuals against total GPUs: %1 and roofline</source>
        <translation>Residuen über GPUs gesamt: %1 und roofline</translation>
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
        <source>Re&amp;jected (%1) · not needed (%2)</source>
        <comment>min-GPU: feasible, not simulated</comment>
        <translation>&amp;Verworfen (%1) · nicht benötigt (%2)</translation>
    </message>
    <message>
        <source>Out of date: %1</source>
        <translation>Veraltet: %1</translation>
    </message>
    <message>
        <source>These results belong to earlier inputs: %1</source>
        <translation>Diese Ergebnisse gehören zu früheren Eingaben: %1</translation>
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
    <message>
        <source>batch %1–%2</source>
        <translation>Batchgröße %1–%2</translation>
    </message>
    <message>
        <source>fastest batch</source>
        <translation>schnellste Batchgröße</translation>
    </message>
    <message>
        <source>Energy per token vs total GPUs</source>
        <translation>Energie pro Token vs. GPUs gesamt</translation>
    </message>
    <message>
        <source>least energy batch</source>
        <translation>Batchgröße mit der geringsten Energie</translation>
    </message>
    <message>
        <source>Energy (J/token)</source>
        <translation>Energie (J/Token)</translation>
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
        <source>%1 candidates · %2 infeasible · %3 predicted · %4 cache hits</source>
        <translation>%1 Kandidaten · %2 nicht machbar · %3 vorhergesagt · %4 Cache-Treffer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop this run and keep the previous results (Esc)</source>
        <translation>Diesen Lauf anhalten und die vorherigen Ergebnisse behalten (Esc)</translation>
    </message>
    <message>
        <source>%1 of %2 candidates evaluated</source>
        <translation>%1 von %2 Kandidaten ausgewertet</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
</context>
<context>
    <name>StepTimeChartView</name>
    <message>
        <source>s per optimizer step</source>
        <translation>s pro Optimiererschritt</translation>
    </message>
    <message>
        <source>Step time: select a configuration</source>
        <translation>Schrittzeit: Konfiguration auswählen</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>rechengebunden</translation>
    </message>
    <message>
        <source>comm-bound</source>
        <translation>kommunikationsgebunden</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>speichergebunden</translation>
    </message>
    <message>
        <source>Step %1 s, %2&lt;br&gt;MFU %3 % · HFU %4 %</source>
        <translation>Schritt %1 s, %2&lt;br&gt;MFU %3 % · HFU %4 %</translation>
    </message>
    <message>
        <source>inter-node %1 Gbit/s per node (%2)</source>
        <translation>Inter-Node-Bandbreite %1 Gbit/s pro Knoten (%2)</translation>
    </message>
    <message>
        <source>the GPU&apos;s default</source>
        <translation>Standardwert der GPU</translation>
    </message>
    <message>
        <source>set in the Infrastructure group</source>
        <translation>in der Gruppe „Infrastruktur“ festgelegt</translation>
    </message>
    <message>
        <source>one node: no inter-node traffic</source>
        <translation>ein Knoten: kein Datenverkehr zwischen Knoten</translation>
    </message>
    <message>
        <source>Roofline step-time model: %1 micro-step(s) per optimizer step; intra-node bus %2 GB/s; %3; all communication %4 s, of which %5 s is not hidden under compute; efficiency ceiling %6 %; %7 TFLOP/s achieved per GPU.</source>
        <translation>Roofline-Schrittzeitmodell: %1 Mikroschritt(e) pro Optimiererschritt; Intra-Node-Bus %2 GB/s; %3; gesamte Kommunikation %4 s, davon %5 s nicht hinter der Berechnung verborgen; Effizienzobergrenze %6 %; %7 TFLOP/s pro GPU erreicht.</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Feste Zeit</translation>
    </message>
    <message>
        <source>%1: %2 s</source>
        <translation>%1: %2 s</translation>
    </message>
    <message>
        <source>Exposed comm.</source>
        <translation>Unverdeckte Komm.</translation>
    </message>
    <message>
        <source>Step time: no breakdown&lt;br&gt;(only the roofline model gives one)</source>
        <translation>Schrittzeit: keine Aufschlüsselung&lt;br&gt;(nur das roofline-Modell liefert eine)</translation>
    </message>
    <message>
        <source>%1 · %2 W</source>
        <translation>%1 · %2 W</translation>
    </message>
    <message>
        <source>Step %1 s, %2, %3 W per GPU&lt;br&gt;MFU %4 % · HFU %5 %</source>
        <translation>Schritt %1 s, %2, %3 W pro GPU&lt;br&gt;MFU %4 % · HFU %5 %</translation>
    </message>
    <message>
        <source>Power (roofline_power): each phase draws idle %1 W plus its share of the range up to TDP %2 W; the step&apos;s power is their time-weighted mean.</source>
        <translation>Leistung (roofline_power): jede Phase zieht die Leerlaufleistung %1 W plus ihren Anteil am Bereich bis zur TDP %2 W; die Leistung des Schritts ist ihr zeitgewichtetes Mittel.</translation>
    </message>
    <message>
        <source>GEMM</source>
        <translation>GEMM</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>TP comm.</source>
        <translation>TP-Komm.</translation>
    </message>
    <message>
        <source>CP exchange</source>
        <translation>CP-Austausch</translation>
    </message>
    <message>
        <source>PP sends</source>
        <translation>PP-Sendungen</translation>
    </message>
    <message>
        <source>DP comm.</source>
        <translation>DP-Komm.</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>%1: TP all-gathers and reduce-scatters %2 s (not overlapped); CP ring exchange %3 s, of which %4 s is not hidden under attention; PP sends %5 s; pipeline bubble %6 s.</source>
        <translation>%1: TP-All-Gathers und -Reduce-Scatters %2 s (nicht überlappt); CP-Ringaustausch %3 s, davon %4 s nicht unter der Attention verdeckt; PP-Sendungen %5 s; Pipeline-Blase %6 s.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Pipeline bubble %1 s (%2 % of the step)</source>
        <translation>&lt;br&gt;Pipeline-Blase %1 s (%2 % des Schritts)</translation>
    </message>
    <message>
        <source>EP all-to-all</source>
        <translation>EP-All-to-all</translation>
    </message>
    <message>
        <source>Comm.</source>
        <translation>Komm.</translation>
    </message>
</context>
<context>
    <name>SummaryBanner</name>
    <message>
        <source>No recommendation yet</source>
        <translation>Noch keine Empfehlung</translation>
    </message>
    <message>
        <source>&amp;Copy Summary</source>
        <translation>&amp;Zusammenfassung kopieren</translation>
    </message>
    <message>
        <source>Dominated: another feasible configuration has higher throughput and lower energy per token. Near-tie: combined scores within %1. Implausible: model FLOP utilisation above %2 % of the dense bf16 peak, or uncalibrated Kavier factors.</source>
        <translation>Dominiert: Eine andere machbare Konfiguration hat höheren Durchsatz und geringere Energie pro Token. Beinahe-Gleichstand: Gesamt-Scores innerhalb von %1. Unplausibel: Modell-FLOP-Auslastung über %2 % der dichten bf16-Spitzenleistung oder nicht kalibrierte Kavier-Faktoren.</translation>
    </message>
    <message>
        <source>%1 (autoconf here is a GPU-memory model standing in for IBM AutoConf; it %2.)</source>
        <comment>%1: the policy line of the summary; %2: &apos;assumes &lt;training stack&gt;&apos;</comment>
        <translation>%1 (autoconf ist hier ein GPU-Speichermodell anstelle von IBM AutoConf; es %2.)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show the whole summary: the time and money, what the numbers assume, what the score hides, and the policy and predictors</source>
        <translation>Die ganze Zusammenfassung zeigen: Zeit und Kosten, was die Zahlen annehmen, was der Score verbirgt, sowie Strategie und Prädiktoren</translation>
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
    <name>TimeToTrainChartView</name>
    <message>
        <source>Total GPUs</source>
        <translation>GPUs gesamt</translation>
    </message>
    <message>
        <source>Runtime (h)</source>
        <translation>Laufzeit (h)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Kosten (%1)</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>Runtime and cost vs total GPUs: give a job size (total tokens)</source>
        <translation>Laufzeit und Kosten über GPUs gesamt: Jobgröße angeben (Tokens gesamt)</translation>
    </message>
    <message>
        <source>Runtime and cost vs total GPUs</source>
        <translation>Laufzeit und Kosten über GPUs gesamt</translation>
    </message>
    <message>
        <source>The fastest configuration of each GPU count</source>
        <translation>Die schnellste Konfiguration jeder GPU-Anzahl</translation>
    </message>
    <message>
        <source>Deadline (%1 h)</source>
        <translation>Frist (%1 h)</translation>
    </message>
    <message>
        <source>Budget (%1)</source>
        <translation>Budget (%1)</translation>
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
    <name>TrainingSetupForm</name>
    <message>
        <source>Training setup</source>
        <translation>Trainings-Setup</translation>
    </message>
    <message>
        <source>How the job trains, as the memory model needs it. The defaults are the stack AutoConf&apos;s verdicts were measured on.</source>
        <translation>Wie der Job trainiert, soweit das Speichermodell es braucht. Die Standardwerte entsprechen dem Stack, auf dem die Urteile von AutoConf gemessen wurden.</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-Bit</translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <translation>Paged AdamW 8-Bit</translation>
    </message>
    <message>
        <source>SGD (no state)</source>
        <translation>SGD (ohne Zustand)</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
    </message>
    <message>
        <source>Full shard (FSDP, ZeRO-3)</source>
        <translation>Vollständiges Sharding (FSDP, ZeRO-3)</translation>
    </message>
    <message>
        <source>Hybrid shard (within a node)</source>
        <translation>Hybrides Sharding (innerhalb eines Knotens)</translation>
    </message>
    <message>
        <source>Shard grads + optimizer (ZeRO-2)</source>
        <translation>Gradienten + Optimierer sharden (ZeRO-2)</translation>
    </message>
    <message>
        <source>No shard (DDP)</source>
        <translation>Kein Sharding (DDP)</translation>
    </message>
    <message>
        <source>LoRA rank r (adapter methods only)</source>
        <translation>LoRA-Rang r (nur Adapter-Methoden)</translation>
    </message>
    <message>
        <source>Matrices with adapters, comma-separated (q_proj … down_proj), or all-linear</source>
        <translation>Matrizen mit Adaptern, durch Kommas getrennt (q_proj … down_proj), oder all-linear</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keins</translation>
    </message>
    <message>
        <source>Optimizer states to CPU</source>
        <translation>Optimiererzustände auf die CPU</translation>
    </message>
    <message>
        <source>Optimizer and weights to CPU</source>
        <translation>Optimierer und Gewichte auf die CPU</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Kept free on every GPU for the CUDA context, NCCL buffers and allocator slack</source>
        <translation>Auf jeder GPU freigehalten für den CUDA-Kontext, NCCL-Puffer und Allokator-Reserve</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>P&amp;räzision:</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Optimierer:</translation>
    </message>
    <message>
        <source>S&amp;harding:</source>
        <translation>S&amp;harding:</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k:</source>
        <translation>LoRA-Ran&amp;g:</translation>
    </message>
    <message>
        <source>LoRA tar&amp;gets:</source>
        <translation>LoRA-&amp;Ziele:</translation>
    </message>
    <message>
        <source>O&amp;ffload:</source>
        <translation>Aus&amp;lagerung:</translation>
    </message>
    <message>
        <source>Reser&amp;ve:</source>
        <translation>Reser&amp;ve:</translation>
    </message>
    <message>
        <source>q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj, separated by commas, or all-linear</source>
        <translation>q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj, durch Kommas getrennt, oder all-linear</translation>
    </message>
    <message>
        <source>LoRA targets must name q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj or down_proj (comma-separated), or be all-linear.</source>
        <translation>LoRA-Ziele müssen q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj oder down_proj nennen (durch Kommas getrennt) oder all-linear sein.</translation>
    </message>
    <message>
        <source>Micro-steps per optimizer step (gradient accumulation); the roofline step-time model reads it</source>
        <translation>Mikroschritte pro Optimiererschritt (Gradientenakkumulation); das roofline-Schrittzeitmodell verwendet diese Angabe</translation>
    </message>
    <message>
        <source>Grad. acc&amp;umulation:</source>
        <translation>Gradientenakk&amp;umulation:</translation>
    </message>
    <message>
        <source>Standard (full fp32 logits)</source>
        <translation>Standard (volle fp32-Logits)</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy</source>
        <translation>Kreuzentropie in Blöcken oder fusioniert</translation>
    </message>
    <message>
        <source>&amp;Loss:</source>
        <translation>&amp;Verlust:</translation>
    </message>
    <message>
        <source>FSDP1 (flat parameters)</source>
        <translation>FSDP1 (flache Parameter)</translation>
    </message>
    <message>
        <source>FSDP2 (per-parameter)</source>
        <translation>FSDP2 (je Parameter)</translation>
    </message>
    <message>
        <source>FSDP1 (HF Trainer, accelerate) allocates gradients for a frozen base under LoRA; FSDP2 (torchtune, torchtitan) does not</source>
        <translation>FSDP1 (HF Trainer, accelerate) legt unter LoRA Gradienten für die eingefrorene Basis an; FSDP2 (torchtune, torchtitan) nicht</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Without checkpointing, the compiled MLP keeps half of its intermediate activations</source>
        <translation>Ohne Checkpointing behält das kompilierte MLP die Hälfte seiner Zwischenaktivierungen</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>Optimiererschritt im Backward</translation>
    </message>
    <message>
        <source>Each gradient is applied and freed during the backward pass (torchtune optimizer_in_bwd)</source>
        <translation>Jeder Gradient wird im Backward-Durchlauf angewandt und freigegeben (torchtune optimizer_in_bwd)</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>Aktivierungen auslagern</translation>
    </message>
    <message>
        <source>Saved activations are kept in CPU memory, two layers at a time on the GPU</source>
        <translation>Gespeicherte Aktivierungen liegen im CPU-Speicher, je zwei Schichten auf der GPU</translation>
    </message>
    <message>
        <source>FS&amp;DP:</source>
        <translation>FS&amp;DP:</translation>
    </message>
    <message>
        <source>Standard keeps the batch × sequence × vocabulary logits in fp32 with the gradients of the loss&apos;s backward (12 bytes per entry); a chunked or fused loss never holds them</source>
        <translation>Standard hält die Logits (Batch × Sequenz × Vokabular) in fp32 mit den Gradienten der Rückwärtsrechnung des Verlusts (12 Byte pro Eintrag); ein Verlust in Blöcken oder fusioniert hält sie nie</translation>
    </message>
    <message>
        <source>Fused kernel on fp32 logits</source>
        <translation>Fusionierter Kernel auf fp32-Logits</translation>
    </message>
    <message>
        <source>Memor&amp;y margin:</source>
        <translation>Speicher-Sicherheits&amp;abstand:</translation>
    </message>
    <message>
        <source>Share of the tight band (totals close to the card&apos;s memory) to reject: 0 accepts tight configurations, 1 rejects every one</source>
        <translation>Anteil des knappen Bands (Summen nahe am Speicher der Karte), der abgelehnt wird: 0 lässt knappe Konfigurationen zu, 1 lehnt alle ab</translation>
    </message>
    <message>
        <source>TP communication overlap</source>
        <translation>TP-Kommunikationsüberlappung</translation>
    </message>
    <message>
        <source>Under tensor parallelism, the all-gathers and reduce-scatters run under the GEMMs (Megatron-LM --tp-comm-overlap, torchtitan async TP); the step-time model reads it</source>
        <translation>Bei Tensor-Parallelität laufen die All-Gathers und Reduce-Scatters unter den GEMMs (Megatron-LM --tp-comm-overlap, torchtitan Async-TP); das Schrittzeitmodell liest diesen Wert</translation>
    </message>
    <message>
        <source>None (generic defaults)</source>
        <translation>Keiner (allgemeine Standardwerte)</translation>
    </message>
    <message>
        <source>Megatron-LM / NeMo</source>
        <translation>Megatron-LM / NeMo</translation>
    </message>
    <message>
        <source>torchtitan</source>
        <translation>torchtitan</translation>
    </message>
    <message>
        <source>Hugging Face Trainer</source>
        <translation>Hugging Face Trainer</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>S&amp;tack:</source>
        <translation>S&amp;tack:</translation>
    </message>
    <message>
        <source>bf16 (pure, %1 bytes/param)</source>
        <translation>bf16 (rein, %1 Byte/Parameter)</translation>
    </message>
    <message>
        <source>mixed (fp32 master, %1 bytes/param)</source>
        <translation>mixed (fp32-Master, %1 Byte/Parameter)</translation>
    </message>
    <message>
        <source>fp32 (%1 bytes/param)</source>
        <translation>fp32 (%1 Byte/Parameter)</translation>
    </message>
    <message>
        <source>fp8 GEMMs (fp32 master, %1 B/param)</source>
        <translation>fp8-GEMMs (fp32-Master, %1 B/Param.)</translation>
    </message>
    <message>
        <source>mxfp8 GEMMs (Blackwell; fp32 master, %1 B/param)</source>
        <translation>mxfp8-GEMMs (Blackwell; fp32-Master, %1 B/Param.)</translation>
    </message>
    <message>
        <source>nvfp4 GEMMs (Blackwell; fp32 master, %1 B/param)</source>
        <translation>nvfp4-GEMMs (Blackwell; fp32-Master, %1 B/Param.)</translation>
    </message>
    <message>
        <source>Number formats of GEMMs, weights, gradients and optimizer states (ZeRO, SC&apos;20, §3.1)</source>
        <translation>Zahlenformate von GEMMs, Gewichten, Gradienten und Optimiererzuständen (ZeRO, SC&apos;20, §3.1)</translation>
    </message>
    <message>
        <source>Distributed optimizer (Megatron, ZeRO-1)</source>
        <translation>Verteilter Optimierer (Megatron, ZeRO-1)</translation>
    </message>
    <message>
        <source>First stage la&amp;yers:</source>
        <translation>Schichten der ersten St&amp;ufe:</translation>
    </message>
    <message>
        <source>Decoder layers on the first pipeline stage (0: an even split)</source>
        <translation>Decoder-Schichten auf der ersten Pipeline-Stufe (0: gleichmäßige Aufteilung)</translation>
    </message>
    <message>
        <source>Last stage layers:</source>
        <translation>Schichten der letzten Stufe:</translation>
    </message>
    <message>
        <source>Decoder layers on the last pipeline stage (0: an even split)</source>
        <translation>Decoder-Schichten auf der letzten Pipeline-Stufe (0: gleichmäßige Aufteilung)</translation>
    </message>
    <message>
        <source>Embedding counted as a pipeline layer</source>
        <translation>Embedding als Pipeline-Schicht gezählt</translation>
    </message>
    <message>
        <source>The first pipeline stage holds one decoder layer fewer (Megatron-LM)</source>
        <translation>Die erste Pipeline-Stufe hält eine Decoder-Schicht weniger (Megatron-LM)</translation>
    </message>
    <message>
        <source>Loss counted as a pipeline layer</source>
        <translation>Verlust als Pipeline-Schicht gezählt</translation>
    </message>
    <message>
        <source>The last pipeline stage holds one decoder layer fewer (Megatron-LM)</source>
        <translation>Die letzte Pipeline-Stufe hält eine Decoder-Schicht weniger (Megatron-LM)</translation>
    </message>
    <message>
        <source>The framework the job runs on: its defaults for sharding, precision and overlap, and its per-step and per-layer costs</source>
        <translation>Das Framework, auf dem der Job läuft: seine Standardwerte für Sharding, Präzision und Überlappung sowie seine Kosten pro Schritt und pro Schicht</translation>
    </message>
    <message>
        <source>FP8 activations</source>
        <translation>FP8-Aktivierungen</translation>
    </message>
    <message>
        <source>The MLP activation function&apos;s input is kept in FP8 for the backward pass, half the bytes of bf16 (Megatron-LM activation_func_fp8_input_store)</source>
        <translation>Die Eingabe der MLP-Aktivierungsfunktion wird für den Backward-Pass in FP8 gehalten, halb so viele Bytes wie bf16 (Megatron-LM activation_func_fp8_input_store)</translation>
    </message>
    <message>
        <source>FP8 parameters</source>
        <translation>FP8-Parameter</translation>
    </message>
    <message>
        <source>Weights are stored in FP8 only (1 byte for a frozen weight; trained weights keep their fp32 master), as Transformer Engine&apos;s fp8_model_init</source>
        <translation>Gewichte werden nur in FP8 gespeichert (1 Byte je eingefrorenem Gewicht; trainierte Gewichte behalten ihre fp32-Masterkopie), wie fp8_model_init von Transformer Engine</translation>
    </message>
    <message>
        <source>Fused LoRA kernels</source>
        <translation>Fusionierte LoRA-Kernel</translation>
    </message>
    <message>
        <source>Unsloth&apos;s fused LoRA kernels (fms-acceleration&apos;s fused ops): the MLP keeps only the gate and up outputs for the backward pass</source>
        <translation>Die fusionierten LoRA-Kernel von Unsloth (fused ops von fms-acceleration): das MLP behält für den Backward-Pass nur die Gate- und Up-Ausgaben</translation>
    </message>
    <message>
        <source>Fused RoPE/RMSNorm</source>
        <translation>Fusioniertes RoPE/RMSNorm</translation>
    </message>
    <message>
        <source>Fused norm kernels keep each norm&apos;s 16-bit input; Hugging Face&apos;s eager RMSNorm keeps an fp32 copy</source>
        <translation>Fusionierte Norm-Kernel behalten die 16-Bit-Eingabe jeder Norm; das eager RMSNorm von Hugging Face behält eine fp32-Kopie</translation>
    </message>
    <message>
        <source>On (full: layer inputs only)</source>
        <translation>Ein (voll: nur Layer-Eingaben)</translation>
    </message>
    <message>
        <source>Off (every activation kept)</source>
        <translation>Aus (alle Aktivierungen behalten)</translation>
    </message>
    <message>
        <source>Selective (torchtitan, per op)</source>
        <translation>Selektiv (torchtitan, je Operation)</translation>
    </message>
    <message>
        <source>Activation &amp;checkpointing:</source>
        <translation>Aktivierungs-&amp;Checkpointing:</translation>
    </message>
    <message>
        <source>On: each layer keeps its input and recomputes its forward. Off: every layer keeps its activations (34·h bytes per token per layer for a standard block, Korthikanti et al. 2022). Selective: torchtitan&apos;s op-level policy, between the two</source>
        <translation>Ein: Jede Schicht behält ihre Eingabe und berechnet ihren Vorwärtsdurchlauf neu. Aus: Jede Schicht behält ihre Aktivierungen (34·h Byte pro Token und Schicht für einen Standardblock, Korthikanti et al. 2022). Selektiv: die Op-Richtlinie von torchtitan, dazwischen</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>Erweiterbare Segmente</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the caching allocator grows one segment, so far less freed memory stays reserved (torchtitan&apos;s run_train.sh sets it)</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: Der Caching-Allocator vergrößert ein Segment, sodass weit weniger freigegebener Speicher reserviert bleibt (torchtitans run_train.sh setzt es)</translation>
    </message>
</context>
<context>
    <name>UndoRedoActions</name>
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
    <message>
        <source>The predictor is now %1; the result shown is from %2. Run again to update it.</source>
        <translation>Der Prädiktor ist jetzt %1; das angezeigte Ergebnis stammt von %2. Zum Aktualisieren erneut ausführen.</translation>
    </message>
    <message>
        <source>Predictor: %1. Jobs: %2 in the trace, %3 given a recommended layout, %4 compared (scheduled in both scenarios). Recommended durations = observed duration × predicted(original layout) ÷ predicted(recommended layout).</source>
        <translation>Prädiktor: %1. Jobs: %2 im Trace, %3 mit empfohlenem Layout, %4 verglichen (in beiden Szenarien eingeplant). Empfohlene Dauer = beobachtete Dauer × Vorhersage(ursprüngliches Layout) ÷ Vorhersage(empfohlenes Layout).</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) scheduled in one scenario only were left out of both, so both compare the same jobs.</source>
        <translation>
            <numerusform>%n Job, der nur in einem Szenario eingeplant wurde, wurde aus beiden herausgenommen, damit beide dieselben Jobs vergleichen.</numerusform>
            <numerusform>%n Jobs, die nur in einem Szenario eingeplant wurden, wurden aus beiden herausgenommen, damit beide dieselben Jobs vergleichen.</numerusform>
        </translation>
    </message>
</context>
</TS>
