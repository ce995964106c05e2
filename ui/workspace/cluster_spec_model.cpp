#include "ui/workspace/cluster_spec_model.h"

#include "ui/workspace/scenario_editor.h"

#include <optional>
#include <set>
#include <tuple>

#include <QBrush>
#include <QPalette>

namespace maifs::ui {

namespace {

// The list an entry's path points into ("cluster.nodes[3]" -> "cluster.nodes", 3).
std::pair<QString, int> listOf(const std::string& path) {
    const QString p = QString::fromStdString(path);
    const qsizetype bracket = p.lastIndexOf(QLatin1Char('['));
    if (bracket < 0)
        return {p, -1};
    return {p.left(bracket), p.mid(bracket + 1).chopped(1).toInt()};
}

// An id no node has and no `generate` template can produce (templates name their nodes PREFIX
// followed by the node's position, which shifts when nodes are added).
std::string freshNodeId(const ScenarioDocument& doc, const std::string& base, int first,
                        std::set<std::string>& taken) {
    std::vector<std::string> prefixes;
    for (const auto& e : doc.clusterEntries())
        if (e.kind == ClusterEntry::Kind::Template)
            prefixes.push_back(e.fields.count("prefix") ? e.fields.at("prefix") : "n");
    const auto generatable = [&](const std::string& id) {
        for (const auto& p : prefixes)
            if (id.size() > p.size() && id.compare(0, p.size(), p) == 0 &&
                id.find_first_not_of("0123456789", p.size()) == std::string::npos)
                return true;
        return false;
    };
    for (int k = first;; ++k) {
        const std::string id = base + "-" + std::to_string(k);
        if (!taken.count(id) && !generatable(id)) {
            taken.insert(id);
            return id;
        }
    }
}

std::set<std::string> nodeIds(const ScenarioDocument& doc) {
    std::set<std::string> ids;
    for (const auto& n : doc.scenario().cluster.nodes())
        ids.insert(n.id);
    return ids;
}

} // namespace

ClusterSpecModel::ClusterSpecModel(ScenarioEditor* editor, QObject* parent)
    : QAbstractTableModel(parent)
    , editor_(editor) {
    connect(editor_, &ScenarioEditor::changed, this, &ClusterSpecModel::reload);
    reload();
}

void ClusterSpecModel::reload() {
    std::vector<ClusterEntry> entries;
    if (editor_->hasDocument())
        entries = editor_->document().clusterEntries();
    if (entries.size() == entries_.size()) {
        // Same rows: a field changed; keep the view's selection.
        entries_ = std::move(entries);
        if (!entries_.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    entries_ = std::move(entries);
    endResetModel();
}

int ClusterSpecModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

int ClusterSpecModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString ClusterSpecModel::keyOf(int row, int column) const {
    const ClusterEntry::Kind kind = entry(row).kind;
    switch (column) {
    case Id:
        return kind == ClusterEntry::Kind::Template ? QStringLiteral("prefix")
               : kind == ClusterEntry::Kind::Node   ? QStringLiteral("id")
                                                    : QStringLiteral("format");
    case Rack:
        return kind == ClusterEntry::Kind::Node ? QStringLiteral("rack")
                                                : QStringLiteral("rack_size");
    case Count:
        return kind == ClusterEntry::Kind::Template ? QStringLiteral("count") : QString();
    case GpuModel:
        return kind == ClusterEntry::Kind::Import ? QStringLiteral("file")
                                                  : QStringLiteral("gpu_model");
    case Gpus:
        return QStringLiteral("gpus");
    case Cpus:
        return QStringLiteral("cpus");
    case MemGb:
        return QStringLiteral("mem_gb");
    case Interconnect:
        return QStringLiteral("interconnect");
    default:
        return {};
    }
}

QVariant ClusterSpecModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const ClusterEntry& e = entry(index.row());
    if (role == Qt::ToolTipRole)
        return tr("%1 in the scenario file").arg(QString::fromStdString(e.path));
    if (role == Qt::ForegroundRole && e.kind == ClusterEntry::Kind::Import)
        return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    if (index.column() == Kind)
        return e.kind == ClusterEntry::Kind::Template ? tr("template")
               : e.kind == ClusterEntry::Kind::Node   ? tr("node")
                                                      : tr("import");
    if (index.column() == Count && e.kind == ClusterEntry::Kind::Node)
        return 1;
    const QString key = keyOf(index.row(), index.column());
    const auto it = e.fields.find(key.toStdString());
    return it == e.fields.end() ? QVariant() : QVariant(QString::fromStdString(it->second));
}

QVariant ClusterSpecModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Kind:
        return tr("Kind");
    case Id:
        return tr("Id / prefix");
    case Rack:
        return tr("Rack / rack size");
    case Count:
        return tr("Count");
    case GpuModel:
        return tr("GPU model");
    case Gpus:
        return tr("GPUs");
    case Cpus:
        return tr("CPUs");
    case MemGb:
        return tr("Memory (GB)");
    case Interconnect:
        return tr("Interconnect");
    default:
        return {};
    }
}

Qt::ItemFlags ClusterSpecModel::flags(const QModelIndex& index) const {
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const ClusterEntry::Kind kind = entry(index.row()).kind;
    if (kind != ClusterEntry::Kind::Import && index.column() != Kind &&
        !keyOf(index.row(), index.column()).isEmpty())
        f |= Qt::ItemIsEditable;
    return f;
}

bool ClusterSpecModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    return setColumn({index.row()}, index.column(), value.toString()).isEmpty();
}

QString ClusterSpecModel::setColumn(const QList<int>& rows, int column, const QString& value) {
    std::vector<ScenarioChange> changes;
    const QString text = value.trimmed();
    for (int row : rows) {
        if (row < 0 || row >= rowCount() || !(flags(index(row, column)) & Qt::ItemIsEditable))
            continue;
        const QString path =
            QString::fromStdString(entry(row).path) + QLatin1Char('.') + keyOf(row, column);
        changes.push_back(
            {path, text.isEmpty() ? std::nullopt : std::optional<QString>(yamlScalar(text))});
    }
    if (changes.empty())
        return tr("Nothing to change in the selected rows.");
    const QString label = changes.size() == 1
                              ? tr("Set %1").arg(changes.front().path)
                              : tr("Set %1 on %2 rows")
                                    .arg(headerData(column, Qt::Horizontal).toString())
                                    .arg(changes.size());
    const QString error = editor_->change(changes, label);
    if (!error.isEmpty())
        emit editRefused(error);
    return error;
}

namespace {

// The fields of the cluster's most common node shape (model, GPUs, CPUs, memory; the first seen
// wins a tie), so that Add Node on a Philly cluster proposes a Philly node, not a V100 box. An
// empty cluster gets a DGX-1-like V100 node.
std::map<std::string, std::string> commonNodeFields(const Cluster& cluster) {
    std::map<NodeShape, int> counts;
    std::optional<NodeShape> best;
    for (int i = 0; i < cluster.size(); ++i) {
        const Node& n = cluster.node(i);
        const NodeShape shape = shapeOf(n);
        if (++counts[shape] > (best ? counts[*best] : 0))
            best = shape;
    }
    if (!best)
        return {{"gpu_model", "V100"}, {"gpus", "8"}, {"cpus", "24"}, {"mem_gb", "500"}};
    const auto number = [](double v) {
        return QString::number(v, 'g', 12).toStdString();
    };
    std::map<std::string, std::string> fields{{"gpus", std::to_string(std::get<1>(*best))},
                                              {"cpus", number(std::get<2>(*best))},
                                              {"mem_gb", number(std::get<3>(*best))}};
    if (!std::get<0>(*best).empty())
        fields["gpu_model"] = std::get<0>(*best);
    return fields;
}

} // namespace

QString ClusterSpecModel::addNode(int likeRow) {
    const Cluster& cluster = editor_->document().scenario().cluster;
    std::set<std::string> taken = nodeIds(editor_->document());
    std::map<std::string, std::string> fields = commonNodeFields(cluster);
    if (likeRow >= 0 && likeRow < rowCount() && entry(likeRow).kind != ClusterEntry::Kind::Import)
        fields = entry(likeRow).fields;
    fields.erase("prefix");
    fields.erase("count");
    fields.erase("rack_size");
    fields["id"] = freshNodeId(editor_->document(), "node", cluster.size() + 1, taken);
    if (!fields.count("rack"))
        fields["rack"] = cluster.size() > 0 ? cluster.node(cluster.size() - 1).rack : "r0";
    QStringList parts;
    for (const auto& [key, v] : fields)
        parts << QString::fromStdString(key) + QStringLiteral(": ") +
                     yamlScalar(QString::fromStdString(v));
    std::vector<std::string> nodes = editor_->document().items("cluster.nodes");
    nodes.push_back(QStringLiteral("{%1}").arg(parts.join(QStringLiteral(", "))).toStdString());
    const QString error =
        editor_->change(QStringLiteral("cluster.nodes"), yamlList(nodes),
                        tr("Add node %1").arg(QString::fromStdString(fields["id"])));
    if (!error.isEmpty())
        emit editRefused(error);
    return error;
}

QString ClusterSpecModel::duplicate(const QList<int>& rows) {
    const ScenarioDocument& doc = editor_->document();
    std::vector<std::string> nodes = doc.items("cluster.nodes");
    std::vector<std::string> templates = doc.items("cluster.generate");
    const std::size_t nodesBefore = nodes.size(), templatesBefore = templates.size();
    std::set<std::string> ids = nodeIds(doc);
    for (int row : rows) {
        if (row < 0 || row >= rowCount())
            continue;
        const ClusterEntry& e = entry(row);
        const auto [list, i] = listOf(e.path);
        if (e.kind == ClusterEntry::Kind::Template) {
            templates.push_back(templates[static_cast<std::size_t>(i)]);
        } else if (e.kind == ClusterEntry::Kind::Node) {
            const std::string id =
                freshNodeId(doc, e.fields.count("id") ? e.fields.at("id") : "node", 2, ids);
            QStringList parts;
            for (const auto& [key, v] : e.fields)
                parts << QString::fromStdString(key) + QStringLiteral(": ") +
                             yamlScalar(QString::fromStdString(key == "id" ? id : v));
            nodes.push_back(
                QStringLiteral("{%1}").arg(parts.join(QStringLiteral(", "))).toStdString());
        }
    }
    std::vector<ScenarioChange> changes;
    if (nodes.size() != nodesBefore)
        changes.push_back({QStringLiteral("cluster.nodes"), yamlList(nodes)});
    if (templates.size() != templatesBefore)
        changes.push_back({QStringLiteral("cluster.generate"), yamlList(templates)});
    if (changes.empty())
        return tr("Select nodes or templates to duplicate.");
    const QString error = editor_->change(changes, tr("Duplicate rows (%1)").arg(rows.size()));
    if (!error.isEmpty())
        emit editRefused(error);
    return error;
}

QString ClusterSpecModel::remove(const QList<int>& rows) {
    const ScenarioDocument& doc = editor_->document();
    std::map<QString, std::set<int>> drop; // list path -> indexes (-1: the whole key)
    for (int row : rows)
        if (row >= 0 && row < rowCount()) {
            const auto [list, i] = listOf(entry(row).path);
            drop[list].insert(i);
        }
    std::vector<ScenarioChange> changes;
    for (const auto& [list, indexes] : drop) {
        const std::vector<std::string> items = doc.items(list.toStdString());
        std::vector<std::string> kept;
        for (std::size_t i = 0; i < items.size(); ++i)
            if (!indexes.count(static_cast<int>(i)))
                kept.push_back(items[i]);
        changes.push_back(
            {list, kept.empty() ? std::nullopt : std::optional<QString>(yamlList(kept))});
    }
    if (changes.empty())
        return tr("Select rows to remove.");
    const QString error = editor_->change(changes, tr("Remove rows (%1)").arg(rows.size()));
    if (!error.isEmpty())
        emit editRefused(error);
    return error;
}

QString ClusterSpecModel::addImport(const QString& entryYaml, const QString& label) {
    const QString error = editor_->appendEntry(QStringLiteral("cluster.import"), entryYaml, label);
    if (!error.isEmpty())
        emit editRefused(error);
    return error;
}

} // namespace maifs::ui
